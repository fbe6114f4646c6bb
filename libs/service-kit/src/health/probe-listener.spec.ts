import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProbeChecks, startProbeListener } from './probe-listener.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(checks: ProbeChecks): Promise<string> {
  server = await startProbeListener({ port: 0, host: '127.0.0.1', checks, timeoutMs: 100 });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('probe listener', () => {
  it('is live whatever the checks say, and ready only when every check passes', async () => {
    const url = await listen({ nats: () => Promise.resolve(true), schema: () => Promise.resolve(false) });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', nats: 'ok', schema: 'failing' });
  });

  it('is ready when every check passes', async () => {
    const url = await listen({ nats: () => Promise.resolve(true), schema: () => Promise.resolve(true) });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', nats: 'ok', schema: 'ok' });
  });

  it('counts a check that throws or hangs past the timeout as failing', async () => {
    const url = await listen({
      nats: () => Promise.reject(new Error('closed')),
      schema: () => new Promise<boolean>(() => undefined),
    });
    const started = Date.now();
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', nats: 'failing', schema: 'failing' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
  });

  it('answers 404 elsewhere', async () => {
    const url = await listen({});
    expect((await fetch(`${url}/health`)).status).toBe(404);
  });
});
