import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './ports.js';

describe('freePort', () => {
  it('hands out distinct loopback ports below the range of outgoing connections', async () => {
    const ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(16_384);
      expect(port).toBeLessThan(ephemeralLow);
    }
    expect(new Set(ports).size).toBeGreaterThan(15);
  });

  it('returns a port a server can then listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
