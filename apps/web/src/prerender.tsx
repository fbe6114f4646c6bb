// Build-time entry (vite-plugins/prerender.ts): renders the public pages' HTML with react-dom/server,
// so a phone shows the header, the hero and the page's text before any script ran.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import type { AuthClient } from './modules/session/auth-client';
import { AppLayout } from './modules/shell/components/app-layout';
import { PageLoading } from './modules/system/components/page-loading';

// Nobody is signed in at build time, and the session's effects never run in renderToString: the
// pages render as for a visitor whose session is still being looked up, as the browser's first
// render does.
const buildTimeAuthClient: AuthClient = {
  init: () => Promise.resolve(),
  user: () => undefined,
  accessToken: () => undefined,
  refresh: () => Promise.resolve(),
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  clear: () => undefined,
  onSessionLost: () => () => undefined,
  onSignedOutElsewhere: () => () => undefined,
};

/** A page's markup, and the `<style>` elements of the antd components it drew (none without antd). */
export interface RenderedPage {
  html: string;
  styles: string;
}

async function render(routeTable: RouteObject[], path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://liggeey.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to pre-render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // antd writes its styles as components render: collected here, they go in the page's <head>,
  // and antd in the browser finds them there instead of computing them again.
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <AppProviders authClient={buildTimeAuthClient}>
        {/* No hydration data: the browser's router has no loaders to skip. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}

/** The app's page at `path`, as the browser's first render draws it (for a visitor, light theme). */
export function renderPage(path: string): Promise<RenderedPage> {
  return render(routes, path);
}

/** The shell (header, footer) around the loading state: what the other routes show first. */
export function renderShell(): Promise<RenderedPage> {
  return render(
    [{ path: '/', element: <AppLayout />, children: [{ path: '*', element: <PageLoading /> }] }],
    '/chargement',
  );
}
