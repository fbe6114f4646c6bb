import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answers, missingPrerequisites } from '../src/prerequisites.mjs';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm test prerequisites', () => {
  it('tells a listening port from a closed one', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(await answers(`redis://127.0.0.1:${port}`, 6379)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await answers(`redis://127.0.0.1:${await closedPort()}`, 6379)).toBe(false);
  });

  it('says in one French line each what is missing and how to get it', async () => {
    const closed = await closedPort();
    const missing = await missingPrerequisites(
      {
        DATABASE_URL: `postgresql://postgres@127.0.0.1:${closed}/test`,
        NATS_URL: `nats://127.0.0.1:${closed}`,
        REDIS_URL: `redis://127.0.0.1:${closed}`,
        CHROMIUM_PATH: '/nowhere/chromium',
        PATH: '/nowhere',
      },
      { docker: false },
    );

    expect(missing).toEqual([
      `PostgreSQL ne répond pas sur 127.0.0.1:${closed} : installez-le (apt-get install postgresql) et démarrez-le, ou indiquez DATABASE_URL.`,
      `NATS (avec JetStream, « nats-server -js ») ne répond pas sur 127.0.0.1:${closed} : installez-le (apt-get install nats-server) et démarrez-le, ou indiquez NATS_URL.`,
      `Redis ne répond pas sur 127.0.0.1:${closed} : installez-le (apt-get install redis-server) et démarrez-le, ou indiquez REDIS_URL.`,
      'Chromium est introuvable (/nowhere/chromium) : installez-le (apt-get install chromium) ou indiquez CHROMIUM_PATH.',
      "nginx est introuvable : installez-le (apt-get install nginx) pour le test du site de l'image web.",
    ]);
  });

  it('leaves Postgres, NATS and Redis to the containers when a Docker engine answers', async () => {
    const closed = await closedPort();
    const missing = await missingPrerequisites(
      { NATS_URL: `nats://127.0.0.1:${closed}`, CHROMIUM_PATH: '/nowhere/chromium', PATH: '/nowhere' },
      { docker: true },
    );
    expect(missing.some((line) => line.startsWith('NATS'))).toBe(false);
    expect(missing).toHaveLength(2);
  });
});
