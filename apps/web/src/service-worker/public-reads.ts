import { type RouteHandlerCallback } from 'workbox-core';

const PUBLIC_READS = 'liggeey-public-reads';
const KEPT_READS = 100;

/**
 * GraphQL reads of a visitor (no bearer token): from the network, the last answer when offline,
 * so a visited public page (FAQ, store, trades) still shows its content. The Cache API keys
 * entries by GET request, so a read is stored under the digest of its body. A member's requests
 * and every mutation go to the network only: a shared phone must not show one person's data to
 * the next.
 */
export const publicReads: RouteHandlerCallback = async ({ request }) => {
  if (!(request instanceof Request) || request.headers.has('authorization')) return fetch(request);
  const body = await request.clone().text();
  if (isMutation(body)) return fetch(request);
  const key = await cacheKeyOf(body);
  const cache = await caches.open(PUBLIC_READS);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
};

function isMutation(body: string): boolean {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query !== 'string' || /(^|})\s*mutation\b/.test(query);
  } catch {
    return true;
  }
}

async function cacheKeyOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `/graphql?read=${hex}`;
}

/** The oldest reads go first (the Cache API lists entries in insertion order). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_READS)).map((key) => cache.delete(key)));
}
