// antd's own minimal reset (margins, box sizing, fonts); components style themselves.
import 'antd/dist/reset.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { keepVisitedPagesOffline } from './app/offline-pages';
import { PRERENDERED_PATH_ATTRIBUTE } from './app/prerendered-path';
import { routes } from './app/routes';
import { createKeycloakAuthClient } from './modules/session/keycloak-auth-client';
import { yieldToMain } from './shared/scheduling/yield-to-main';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root absent de index.html');

const { pathname } = window.location;
try {
  await loadMatchedRoutes(routes, pathname);
} catch {
  // A chunk that failed to load (a deployment, the network): the router retries it and shows its
  // error page if it fails again.
}

// Each step of the start in its own task (route matching, the router, the rest): one long task
// on a slow phone otherwise, during which a tap waits.
await yieldToMain();
const router = createBrowserRouter(routes);
await yieldToMain();
keepVisitedPagesOffline(router);
// One client for the page's lifetime: keycloak-js holds the tokens and may be initialised once.
const authClient = createKeycloakAuthClient();
const app = (
  <StrictMode>
    <AppProviders authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The build writes a page's HTML into #root (see vite-plugins/prerender.ts) and says which path it
// is: that page is hydrated; any other HTML there (the shell served for every other route) is
// only a placeholder, replaced by the first render. Both as a transition: React then works in
// slices of a few milliseconds, so a slow phone paints the HTML and answers taps meanwhile
// instead of freezing for the whole first render.
startTransition(() => {
  if (container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === pathname) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
