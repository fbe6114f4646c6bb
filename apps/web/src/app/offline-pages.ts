import type { DataRouter } from 'react-router';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from '../service-worker/messages';

/** Built from src/service-worker/sw.ts by vite-plugin-pwa; served at the root for a site-wide scope. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the service worker (production builds only) once the page has loaded, then tells it
 * which page and files this visit already has, and each page the visitor moves to: those stay
 * readable offline (see service-worker/sw.ts).
 */
export function keepVisitedPagesOffline(router: Pick<DataRouter, 'subscribe'>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(async () => {
        const { active } = await navigator.serviceWorker.ready;
        const send = (message: KeepForOfflineMessage) => active?.postMessage(message);
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`${location.origin}/assets/`));
        let kept = location.href;
        send({ type: KEEP_FOR_OFFLINE, pages: [kept], assets });
        // The router's state changes on every load and fetch; a page is sent once per move.
        router.subscribe(() => {
          if (location.href === kept) return;
          kept = location.href;
          send({ type: KEEP_FOR_OFFLINE, pages: [kept], assets: [] });
        });
      })
      // Without a service worker the app works as before, online only.
      .catch(() => undefined);
  };
  // After the load, in a task of its own: registering is not needed before the page answers.
  const startSoon = () => setTimeout(start, 0);
  if (document.readyState === 'complete') startSoon();
  else window.addEventListener('load', startSoon, { once: true });
}
