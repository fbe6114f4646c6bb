/** Prisma's codes for a server that cannot be reached, timed out or closed the connection. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
/** Socket failures under the driver. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** The pg adapter's kinds for the same. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * SQLSTATEs of a server going away or not accepting connections yet: class 08 (connection
 * exception), 57P01-57P03 (shutdown by an administrator or a crash, starting up), 53300 (too many
 * connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** pg's own messages when the socket closes under a query or a pooled client. */
const MESSAGES = /Connection terminated|Can't reach database server|Server has closed the connection/i;

/**
 * Whether a failure means the database is unreachable for now (down, restarting, connection cut),
 * which a retry a little later would get past: a service answers it as SERVICE_UNAVAILABLE, not as
 * an internal error. Looks through the causes Prisma and its pg adapter wrap around the driver's.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const fields = error as Record<string, unknown>;
  const code = typeof fields['code'] === 'string' ? fields['code'] : undefined;
  if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof fields['originalCode'] === 'string' && SQLSTATE.test(fields['originalCode'])) return true;
  if (typeof fields['kind'] === 'string' && ADAPTER_KINDS.has(fields['kind'])) return true;
  if (typeof fields['message'] === 'string' && MESSAGES.test(fields['message'])) return true;
  const meta = fields['meta'] as Record<string, unknown> | undefined;
  return [fields['cause'], meta?.['driverAdapterError']].some((inner) =>
    isDatabaseUnreachable(inner, depth + 1),
  );
}
