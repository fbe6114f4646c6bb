import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isGatewayPath } from '../app/gateway-paths';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from './messages';
import { graphqlReads } from './graphql-reads';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const OFFLINE_PAGE = '/offline.html';
const PAGES = 'liggeey-pages';
const ASSETS = 'liggeey-assets';
const IMAGES = 'liggeey-images';

void self.skipWaiting();
clientsClaim();

// Only the offline page and the icons are downloaded up front: a visitor on paid mobile data pays
// for the pages they open, not for the whole app.
precacheAndRoute(self.__WB_MANIFEST);

// Pages: always the server's newest when it answers; the last copy of a visited page otherwise.
const pages = new NetworkFirst({
  cacheName: PAGES,
  plugins: [new ExpirationPlugin({ maxEntries: 60 })],
});
// The app's routes only: what the gateway serves (sign-in pages, payments' returns, downloads)
// is never kept.
registerRoute(
  ({ request, url, sameOrigin }) => request.mode === 'navigate' && sameOrigin && !isGatewayPath(url.pathname),
  pages,
);

// Bundles have content-hashed names: a stored copy is always right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Uploaded pictures have timestamped names and never change either.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.destination === 'image' && url.pathname.startsWith('/files/'),
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/graphql', graphqlReads, 'POST');

// A page never visited, with no network: the offline page rather than the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepForOfflineMessage> | null;
  if (message?.type !== KEEP_FOR_OFFLINE) return;
  event.waitUntil(keep(message.pages ?? [], message.assets ?? []));
});

async function keep(pageUrls: string[], assetUrls: string[]): Promise<void> {
  const sameOrigin = (url: string) => new URL(url, self.location.origin).origin === self.location.origin;
  const [pageCache, assetCache] = await Promise.all([caches.open(PAGES), caches.open(ASSETS)]);
  const missing = async (cache: Cache, url: string) => !(await cache.match(url));
  await Promise.allSettled([
    ...pageUrls.filter(sameOrigin).map(async (url) => {
      if (await missing(pageCache, url)) await pageCache.add(url);
    }),
    ...assetUrls
      .filter((url) => sameOrigin(url) && new URL(url).pathname.startsWith('/assets/'))
      .map(async (url) => {
        if (await missing(assetCache, url)) await assetCache.add(url);
      }),
  ]);
}
