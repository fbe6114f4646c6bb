import { type RouteHandlerCallback } from 'workbox-core';
import { MEMBER_HEADER, MEMBER_READS_CACHE } from './member-reads';

const PUBLIC_READS = 'liggeey-public-reads';
const KEPT_PUBLIC_READS = 100;
const KEPT_MEMBER_READS = 200;

/**
 * GraphQL reads, from the network, the last answer when offline: a visited public page (FAQ,
 * store, trades) and a member's last conversations and job offers stay readable. The Cache API keys
 * entries by GET request, so a read is stored under the digest of its body.
 *
 * A visitor's reads (no token) are kept apart from a member's, which are kept under the member's id
 * and deleted by the page when their session ends: a shared phone must not show one person's data
 * to the next. A member whose session was resumed offline sends no token: they are answered from
 * their own reads only. Mutations always go to the network.
 */
export const graphqlReads: RouteHandlerCallback = async ({ request }) => {
  if (!(request instanceof Request)) return fetch(request);
  const body = await request.clone().text();
  if (isMutation(body)) return fetch(request);
  const member = request.headers.get(MEMBER_HEADER);
  const withToken = request.headers.has('authorization');
  if (withToken && !member) return fetch(request);
  const digest = await digestOf(body);
  if (!member) return networkFirst(request, PUBLIC_READS, `/graphql?read=${digest}`, KEPT_PUBLIC_READS);
  const key = `/graphql?member=${encodeURIComponent(member)}&read=${digest}`;
  if (withToken) return networkFirst(request, MEMBER_READS_CACHE, key, KEPT_MEMBER_READS);
  return (await (await caches.open(MEMBER_READS_CACHE)).match(key)) ?? Response.error();
};

async function networkFirst(
  request: Request,
  cacheName: string,
  key: string,
  kept: number,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    // An error answer (a session expired meanwhile) must not replace the last good one.
    if (response.ok && !(await carriesErrors(response.clone()))) {
      await cache.put(key, response.clone());
      await trim(cache, kept);
    }
    return response;
  } catch (error) {
    const stored = await cache.match(key);
    if (stored) return stored;
    throw error;
  }
}

async function carriesErrors(response: Response): Promise<boolean> {
  try {
    const { errors } = (await response.json()) as { errors?: unknown };
    return errors !== undefined;
  } catch {
    return true;
  }
}

function isMutation(body: string): boolean {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query !== 'string' || /(^|})\s*mutation\b/.test(query);
  } catch {
    return true;
  }
}

async function digestOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The oldest reads go first (the Cache API lists entries in insertion order). */
async function trim(cache: Cache, kept: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - kept)).map((key) => cache.delete(key)));
}
