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
import { EARLY_REQUESTS } from './app/early-requests';
import { routes } from './app/routes';
import type { AuthClient } from './modules/session/auth-client';
import { GRAPHQL_ENDPOINT } from './shared/graphql/client';
import { earlyRequestsScript } from './shared/graphql/early-requests';
import type { ResolvedTheme } from './modules/theme/theme-preference';
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
  /** The script sending the page's early requests (app/early-requests.ts), if it has any. */
  earlyRequests: string;
}

async function render(routeTable: RouteObject[], path: string, theme: ResolvedTheme) {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://liggeey.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to pre-render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // antd writes its styles as components render: collected here, they go in the page's <head>,
  // and antd in the browser finds them there instead of computing them again.
  const cache = createCache();
  const page = (
    <StyleProvider cache={cache}>
      <AppProviders authClient={buildTimeAuthClient} themePreference={theme}>
        {/* No hydration data: the browser's router has no loaders to skip. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>
  );
  const html = renderToString(page);
  return { html, cache };
}

/** What the dark theme changes: antd's design tokens, as CSS variables, for a dark page only. */
function darkVariables(cache: ReturnType<typeof createCache>): string {
  const css = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
  if (!css) return '';
  const scoped = css.replace(/(^|})([^{}]+)\{/g, (_rule, end: string, selectors: string) => {
    const inDark = selectors.split(',').map((selector) => `html[data-theme="dark"] ${selector.trim()}`);
    return `${end}${inDark.join(',')}{`;
  });
  return `<style>${scoped}</style>`;
}

/**
 * The app's page at `path`, as a visitor's first render draws it. antd's components are drawn the
 * same in both themes (their colours are CSS variables): the page carries the light theme's
 * styles and the dark theme's variables, so it shows in the stored theme (index.html's inline
 * script) from the first paint, and hydrates in it.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const light = await render(routes, path, 'light');
  const dark = await render(routes, path, 'dark');
  if (dark.html !== light.html) {
    throw new Error(`${path}: the dark theme draws other markup, a dark page would not hydrate`);
  }
  const componentStyles = (cache: ReturnType<typeof createCache>) =>
    extractStyle(cache, { plain: true, types: 'style' });
  if (componentStyles(dark.cache) !== componentStyles(light.cache)) {
    throw new Error(`${path}: antd's component styles differ between the themes, not only its variables`);
  }
  const early = EARLY_REQUESTS[path];
  return {
    html: light.html,
    styles: extractStyle(light.cache) + darkVariables(dark.cache),
    earlyRequests: early ? earlyRequestsScript(GRAPHQL_ENDPOINT, early) : '',
  };
}

/** The shell (header, footer) around the loading state: what the other routes show first. */
export async function renderShell(): Promise<RenderedPage> {
  const shell = await render(
    [{ path: '/', element: <AppLayout />, children: [{ path: '*', element: <PageLoading /> }] }],
    '/chargement',
    'light',
  );
  return { html: shell.html, styles: extractStyle(shell.cache), earlyRequests: '' };
}
