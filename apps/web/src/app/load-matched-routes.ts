import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the lazy routes matching `pathname` and puts it on the route objects, before
 * the router is created. The first render then shows the page itself, as the pre-rendered HTML
 * does, instead of react-router's fallback while the page's chunk downloads: hydration finds the
 * same tree, and the pre-rendered shell stays on screen until the page can replace it.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
