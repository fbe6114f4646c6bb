import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../modules/session/components/require-session';
import { AppLayout } from '../modules/shell/components/app-layout';
import { PageLoading } from '../modules/system/components/page-loading';
import { RouteErrorPage } from '../modules/system/components/route-error-page';

/** Lazy route for a page whose own issue is not built yet: the shared placeholder under its final title. */
function comingSoon(title: string, feature: string): RouteObject['lazy'] {
  return async () => {
    const [{ ComingSoonPage }, { PageRoot }] = await Promise.all([
      import('../modules/system/components/coming-soon-page'),
      import('./page-root'),
    ]);
    return {
      element: (
        <PageRoot>
          <ComingSoonPage title={title} feature={feature} />
        </PageRoot>
      ),
    };
  };
}

/** A lazy route: the page's code and the root it needs around it, loaded together. */
function pageWithin(
  loadRoot: () => Promise<ComponentType<{ children: ReactNode }>>,
  load: () => Promise<ComponentType>,
): RouteObject['lazy'] {
  return async () => {
    const [Page, Root] = await Promise.all([load(), loadRoot()]);
    function RootedPage() {
      return (
        <Root>
          <Page />
        </Root>
      );
    }
    return { Component: RootedPage };
  };
}

/**
 * A page built with antd and react-query: its code, antd's core with the theme and locale, and
 * react-query load together when the route is opened. The shell and the home page's first screen
 * do without, so a first visit to / downloads neither.
 */
function antdPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return pageWithin(async () => (await import('./page-root')).PageRoot, load);
}

/**
 * A public page drawn with plain elements (FAQ, trades, articles, contact, store, login): its code and
 * react-query, without antd's core, theme and locale, whose runtime a slow phone would otherwise
 * load and run before the page answers a tap.
 */
function readingPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return pageWithin(async () => (await import('./query-root')).QueryRoot, load);
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
        lazy: readingPage(async () => (await import('../modules/login/components/login-page')).LoginPage),
      },
      {
        path: 'admin-login',
        lazy: antdPage(
          async () => (await import('../modules/login/components/admin-login-page')).AdminLoginPage,
        ),
      },
      {
        path: 'signup',
        lazy: antdPage(async () => (await import('../modules/signup/components/signup-page')).SignupPage),
      },
      {
        path: 'mot-de-passe-oublie',
        lazy: antdPage(
          async () =>
            (await import('../modules/password-reset/components/forgot-password-page')).ForgotPasswordPage,
        ),
      },
      {
        path: 'confirmer-email',
        lazy: antdPage(
          async () =>
            (await import('../modules/account-security/components/confirm-email-page')).ConfirmEmailPage,
        ),
      },
      {
        path: 'reinitialiser-mot-de-passe',
        lazy: antdPage(
          async () =>
            (await import('../modules/password-reset/components/reset-password-page')).ResetPasswordPage,
        ),
      },
      {
        path: 'metiers',
        lazy: readingPage(async () => (await import('../modules/trades/components/trades-page')).TradesPage),
      },
      {
        path: 'store',
        lazy: readingPage(async () => (await import('../modules/store/components/store-page')).StorePage),
      },
      {
        path: 'product/:id',
        lazy: readingPage(async () => (await import('../modules/store/components/product-page')).ProductPage),
      },
      {
        path: 'faq',
        lazy: readingPage(async () => (await import('../modules/faq/components/faq-page')).FaqPage),
      },
      {
        path: 'articles',
        lazy: readingPage(
          async () => (await import('../modules/articles/components/articles-page')).ArticlesPage,
        ),
      },
      {
        path: 'articles/:id',
        lazy: readingPage(
          async () => (await import('../modules/articles/components/article-page')).ArticlePage,
        ),
      },
      {
        path: 'contact',
        lazy: readingPage(
          async () => (await import('../modules/contact/components/contact-page')).ContactPage,
        ),
      },
      {
        path: 'dashboard',
        lazy: antdPage(
          async () => (await import('../modules/dashboard/components/dashboard-page')).DashboardPage,
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'profiles',
            lazy: antdPage(
              async () => (await import('../modules/profiles/components/profiles-page')).ProfilesPage,
            ),
          },
          {
            path: 'messages',
            lazy: antdPage(
              async () => (await import('../modules/messaging/components/messages-page')).MessagesPage,
            ),
          },
          {
            path: 'messages/:conversationId',
            lazy: antdPage(
              async () => (await import('../modules/messaging/components/messages-page')).MessagesPage,
            ),
          },
          {
            path: 'feed',
            lazy: antdPage(async () => (await import('../modules/feed/components/feed-page')).FeedPage),
          },
          {
            path: 'dashboard/competition',
            lazy: antdPage(
              async () =>
                (await import('../modules/competition/components/competition-page')).CompetitionPage,
            ),
          },
          {
            path: 'buy-credits',
            lazy: antdPage(
              async () => (await import('../modules/payments/components/buy-credits-page')).BuyCreditsPage,
            ),
          },
          {
            path: 'payment-confirmation',
            lazy: antdPage(
              async () =>
                (await import('../modules/payments/components/payment-confirmation-page'))
                  .PaymentConfirmationPage,
            ),
          },
          {
            path: 'profile',
            lazy: antdPage(
              async () => (await import('../modules/profile/components/profile-page')).ProfilePage,
            ),
          },
          {
            path: 'realisations',
            lazy: antdPage(
              async () => (await import('../modules/profiles/components/realisations-page')).RealisationsPage,
            ),
          },
        ],
      },
      {
        element: <RequireSession signedOutNotice={PROFILE_SIGNED_OUT_NOTICE} />,
        children: [
          {
            path: 'profiles/:id',
            lazy: antdPage(
              async () => (await import('../modules/profiles/components/profile-page')).ProfilePage,
            ),
          },
        ],
      },
      {
        element: <RequireSession allow={['worker', 'employer', 'admin']} />,
        children: [
          {
            path: 'jobs',
            lazy: antdPage(async () => (await import('../modules/jobs/components/jobs-page')).JobsPage),
          },
        ],
      },
      {
        element: <RequireSession allow={['employer', 'admin']} />,
        children: [
          {
            path: 'search',
            lazy: antdPage(
              async () => (await import('../modules/profiles/components/search-page')).SearchPage,
            ),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireSession allow={['admin']} />,
        children: [
          {
            lazy: antdPage(
              async () => (await import('../modules/admin/components/admin-layout')).AdminLayout,
            ),
            children: [
              {
                index: true,
                lazy: antdPage(
                  async () => (await import('../modules/admin/components/admin-page')).AdminPage,
                ),
              },
              {
                path: 'security',
                lazy: antdPage(
                  async () => (await import('../modules/admin/components/security-page')).SecurityPage,
                ),
              },
              {
                path: 'faq',
                lazy: antdPage(
                  async () => (await import('../modules/admin/components/faq-admin-page')).FaqAdminPage,
                ),
              },
              {
                path: 'testimonials',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/testimonials-admin-page'))
                      .TestimonialsAdminPage,
                ),
              },
              {
                path: 'messages',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/messages-admin-page')).MessagesAdminPage,
                ),
              },
              {
                path: 'jobs',
                lazy: antdPage(
                  async () => (await import('../modules/admin/components/jobs-admin-page')).JobsAdminPage,
                ),
              },
              {
                path: 'users',
                lazy: antdPage(
                  async () => (await import('../modules/admin/components/users-admin-page')).UsersAdminPage,
                ),
              },
              {
                path: 'digital-products',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/digital-products-admin-page'))
                      .DigitalProductsAdminPage,
                ),
              },
              {
                path: 'products',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/products-admin-page')).ProductsAdminPage,
                ),
              },
              {
                path: 'credits',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/credits-admin-page')).CreditsAdminPage,
                ),
              },
              {
                path: 'payments',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/payments-admin-page')).PaymentsAdminPage,
                ),
              },
              {
                path: 'ai-analysis',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/ai-analysis-admin-page')).AiAnalysisAdminPage,
                ),
              },
              {
                path: 'ai-training',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/admin/components/ai-training-admin-page')).AiTrainingAdminPage,
                ),
              },
              {
                path: 'promotion',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/promotion/components/promotion-admin-page')).PromotionAdminPage,
                ),
              },
              {
                path: 'articles',
                lazy: antdPage(
                  async () =>
                    (await import('../modules/articles/components/articles-admin-page')).ArticlesAdminPage,
                ),
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
        lazy: antdPage(
          async () => (await import('../modules/system/components/not-found-page')).NotFoundPage,
        ),
      },
    ],
  },
];
