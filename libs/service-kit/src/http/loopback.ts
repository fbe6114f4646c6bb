/**
 * The loopback addresses. Behind the Vite dev proxy every browser request comes from one of
 * them, so per-address limits let them through in development.
 */
export const LOOPBACK_ADDRESSES: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
