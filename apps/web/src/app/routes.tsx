import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../modules/session/components/require-session';
import { AppLayout } from '../modules/shell/components/app-layout';
import { PageLoading } from '../modules/system/components/page-loading';
import { RouteErrorPage } from '../modules/system/components/route-error-page';

/** Lazy route for a page whose own issue is not built yet: the shared placeholder under its final title. */
function comingSoon(title: string, feature: string): RouteObject['lazy'] {
  return async () => {
    const { ComingSoonPage } = await import('../modules/system/components/coming-soon-page');
    return { element: <ComingSoonPage title={title} feature={feature} /> };
  };
}

function placeholder(path: string, title: string, feature: string): RouteObject {
  return { path, lazy: comingSoon(title, feature) };
}

const PROFILE_SIGNED_OUT_NOTICE = {
  title: 'Accès restreint',
  description: 'Veuillez vous connecter pour voir les profils.',
};

// Every page is lazy so the first load carries only the shell and the page being opened. Guards
// follow the route table of spec §2; the server applies the same rules on its side.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../modules/home/components/home-page')).HomePage }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../modules/login/components/login-page')).LoginPage }),
      },
      {
        path: 'admin-login',
        lazy: async () => ({
          Component: (await import('../modules/login/components/admin-login-page')).AdminLoginPage,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await import('../modules/signup/components/signup-page')).SignupPage,
        }),
      },
      {
        path: 'mot-de-passe-oublie',
        lazy: async () => ({
          Component: (await import('../modules/password-reset/components/forgot-password-page'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: 'confirmer-email',
        lazy: async () => ({
          Component: (await import('../modules/account-security/components/confirm-email-page'))
            .ConfirmEmailPage,
        }),
      },
      {
        path: 'reinitialiser-mot-de-passe',
        lazy: async () => ({
          Component: (await import('../modules/password-reset/components/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        path: 'metiers',
        lazy: async () => ({
          Component: (await import('../modules/trades/components/trades-page')).TradesPage,
        }),
      },
      {
        path: 'store',
        lazy: async () => ({ Component: (await import('../modules/store/components/store-page')).StorePage }),
      },
      {
        path: 'product/:id',
        lazy: async () => ({
          Component: (await import('../modules/store/components/product-page')).ProductPage,
        }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../modules/faq/components/faq-page')).FaqPage }),
      },
      {
        path: 'articles',
        lazy: async () => ({
          Component: (await import('../modules/articles/components/articles-page')).ArticlesPage,
        }),
      },
      {
        path: 'articles/:id',
        lazy: async () => ({
          Component: (await import('../modules/articles/components/article-page')).ArticlePage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('../modules/contact/components/contact-page')).ContactPage,
        }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('../modules/dashboard/components/dashboard-page')).DashboardPage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'profiles',
            lazy: async () => ({
              Component: (await import('../modules/profiles/components/profiles-page')).ProfilesPage,
            }),
          },
          {
            path: 'messages',
            lazy: async () => ({
              Component: (await import('../modules/messaging/components/messages-page')).MessagesPage,
            }),
          },
          {
            path: 'messages/:conversationId',
            lazy: async () => ({
              Component: (await import('../modules/messaging/components/messages-page')).MessagesPage,
            }),
          },
          {
            path: 'feed',
            lazy: async () => ({
              Component: (await import('../modules/feed/components/feed-page')).FeedPage,
            }),
          },
          {
            path: 'dashboard/competition',
            lazy: async () => ({
              Component: (await import('../modules/competition/components/competition-page')).CompetitionPage,
            }),
          },
          {
            path: 'buy-credits',
            lazy: async () => ({
              Component: (await import('../modules/payments/components/buy-credits-page')).BuyCreditsPage,
            }),
          },
          {
            path: 'payment-confirmation',
            lazy: async () => ({
              Component: (await import('../modules/payments/components/payment-confirmation-page'))
                .PaymentConfirmationPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../modules/profile/components/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'realisations',
            lazy: async () => ({
              Component: (await import('../modules/profiles/components/realisations-page')).RealisationsPage,
            }),
          },
        ],
      },
      {
        element: <RequireSession signedOutNotice={PROFILE_SIGNED_OUT_NOTICE} />,
        children: [
          {
            path: 'profiles/:id',
            lazy: async () => ({
              Component: (await import('../modules/profiles/components/profile-page')).ProfilePage,
            }),
          },
        ],
      },
      {
        element: <RequireSession allow={['worker', 'employer', 'admin']} />,
        children: [
          {
            path: 'jobs',
            lazy: async () => ({
              Component: (await import('../modules/jobs/components/jobs-page')).JobsPage,
            }),
          },
        ],
      },
      {
        element: <RequireSession allow={['employer', 'admin']} />,
        children: [
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('../modules/profiles/components/search-page')).SearchPage,
            }),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireSession allow={['admin']} />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../modules/admin/components/admin-layout')).AdminLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/admin-page')).AdminPage,
                }),
              },
              {
                path: 'security',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/security-page')).SecurityPage,
                }),
              },
              {
                path: 'faq',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/faq-admin-page')).FaqAdminPage,
                }),
              },
              {
                path: 'testimonials',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/testimonials-admin-page'))
                    .TestimonialsAdminPage,
                }),
              },
              {
                path: 'messages',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/messages-admin-page'))
                    .MessagesAdminPage,
                }),
              },
              {
                path: 'jobs',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/jobs-admin-page')).JobsAdminPage,
                }),
              },
              {
                path: 'users',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/users-admin-page')).UsersAdminPage,
                }),
              },
              {
                path: 'digital-products',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/digital-products-admin-page'))
                    .DigitalProductsAdminPage,
                }),
              },
              {
                path: 'products',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/products-admin-page'))
                    .ProductsAdminPage,
                }),
              },
              {
                path: 'credits',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/credits-admin-page'))
                    .CreditsAdminPage,
                }),
              },
              {
                path: 'payments',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/payments-admin-page'))
                    .PaymentsAdminPage,
                }),
              },
              {
                path: 'ai-analysis',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/ai-analysis-admin-page'))
                    .AiAnalysisAdminPage,
                }),
              },
              {
                path: 'ai-training',
                lazy: async () => ({
                  Component: (await import('../modules/admin/components/ai-training-admin-page'))
                    .AiTrainingAdminPage,
                }),
              },
              {
                path: 'promotion',
                lazy: async () => ({
                  Component: (await import('../modules/promotion/components/promotion-admin-page'))
                    .PromotionAdminPage,
                }),
              },
              {
                path: 'articles',
                lazy: async () => ({
                  Component: (await import('../modules/articles/components/articles-admin-page'))
                    .ArticlesAdminPage,
                }),
              },
              placeholder('*', 'Administration', "Cette page d'administration"),
            ],
          },
        ],
      },
      { path: 'worker/:id', element: <Navigate to="/profiles" replace /> },
      { path: 'employer', element: <Navigate to="/dashboard" replace /> },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../modules/system/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];
