/**
 * What the page tells the service worker: pages and files it already has, to keep for offline
 * use. The page loaded them before the worker controlled it, or moved to a route without asking
 * the server for a document (client-side navigation), so the worker never saw them.
 */
export interface KeepForOfflineMessage {
  type: 'keep-for-offline';
  pages: string[];
  assets: string[];
}

export const KEEP_FOR_OFFLINE = 'keep-for-offline';
