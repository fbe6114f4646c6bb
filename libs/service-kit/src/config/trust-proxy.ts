import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's named ranges, which Fastify's `trustProxy` accepts beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whose `X-Forwarded-For` an HTTP listener believes: a comma-separated list of the proxies' own
 * addresses or CIDR ranges (`10.1.0.0/16`, `172.28.0.10`, `loopback`), or `false` (or empty) for
 * none. Fastify then walks the header from the right and stops at the first hop it does not trust,
 * so a client's own entries (the left of the header) are never taken.
 *
 * `true` is refused: it believes every hop, so Fastify takes the left-most entry, which the client
 * writes itself. A hop count is not offered either (Fastify no longer honours one).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): string[] | false => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any client’s X-Forwarded-For: list the proxies’ addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export type TrustProxy = z.output<typeof trustProxySchema>;
