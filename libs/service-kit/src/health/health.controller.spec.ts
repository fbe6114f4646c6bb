import { describe, expect, it } from 'vitest';
import { DomainException } from '../errors/domain.exception.js';
import { type PrismaClientLike } from '../database/prisma.provider.js';
import { createHealthController } from './health.controller.js';

const prisma = (query: () => Promise<number>): PrismaClientLike => ({
  $executeRawUnsafe: query,
  $disconnect: () => Promise.resolve(),
});

describe('health controller', () => {
  it('answers ok when the database answers', async () => {
    const Controller = createHealthController('jobs');
    const controller = new Controller(prisma(() => Promise.resolve(1))) as { health(): Promise<unknown> };

    await expect(controller.health()).resolves.toEqual({ service: 'jobs', status: 'ok', database: 'ok' });
  });

  it('refuses with SERVICE_UNAVAILABLE when the database fails', async () => {
    const Controller = createHealthController('jobs');
    const controller = new Controller(prisma(() => Promise.reject(new Error('ECONNREFUSED')))) as {
      health(): Promise<unknown>;
    };

    const failure = controller.health();
    await expect(failure).rejects.toBeInstanceOf(DomainException);
    await expect(failure).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'La base de données du service jobs est injoignable.',
    });
  });
});

describe('health controller under concurrent requests', () => {
  it('runs one database check for requests that arrive together, and a new one afterwards', async () => {
    let queries = 0;
    const Controller = createHealthController('feed');
    const controller = new Controller(
      prisma(async () => {
        queries += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 1;
      }),
    ) as { health(): Promise<unknown> };

    await Promise.all(Array.from({ length: 50 }, () => controller.health()));
    expect(queries).toBe(1);

    await controller.health();
    expect(queries).toBe(2);
  });
});
