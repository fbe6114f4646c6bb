import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the kernel picks the local ports of outgoing connections (Linux's default elsewhere). */
function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST_PORT = 16_384;

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that was free a moment ago on loopback, for a process that listens on it later. It is
 * taken below the ephemeral range: a port from `listen(0)` can be handed to an outgoing connection
 * (a database or NATS client) before its owner binds it, and the app then fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const highest = ephemeralRangeStart() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (highest - LOWEST_PORT + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free TCP port between ${LOWEST_PORT} and ${highest}`);
}
