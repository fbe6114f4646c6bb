import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PrismaClientLike, type ServiceProbes, startServiceProbes } from '../src/index.js';

/**
 * The migration gate: a service whose schema lacks the newest migration of its code stays not
 * ready (the rollout waits, the old pods keep serving) and becomes ready once the migration Job
 * has applied it; liveness never depends on it. Real Postgres (Prisma's own migrations table) and
 * NATS.
 */
const schema = `probes_${randomBytes(4).toString('hex')}`;
const OLD = '20260101000000_init';
const NEW = '20261125120000_scope_idempotency_keys';

let pool: pg.Pool;
let probes: ServiceProbes;
let migrationsDir: string;
let url: string;

/** The kit's Prisma needs, over pg: for a SELECT, executeRaw's count is the rows returned. */
const prismaLike = (): PrismaClientLike => ({
  $executeRawUnsafe: async (query: string, ...values: unknown[]) =>
    (await pool.query(query, values)).rowCount ?? 0,
  $disconnect: () => Promise.resolve(),
});

async function applied(name: string, rolledBack = false): Promise<void> {
  await pool.query(
    `INSERT INTO "${schema}"."_prisma_migrations" (id, checksum, migration_name, finished_at, rolled_back_at, applied_steps_count)
     VALUES ($1, 'x', $2, now(), $3, 1)`,
    [randomUUID(), name, rolledBack ? new Date() : null],
  );
}

async function readiness(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  const infra = inject('infra');
  pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  // As `prisma migrate deploy` creates it.
  await pool.query(`CREATE TABLE "${schema}"."_prisma_migrations" (
    id varchar(36) PRIMARY KEY, checksum varchar(64) NOT NULL, finished_at timestamptz,
    migration_name varchar(255) NOT NULL, logs text, rolled_back_at timestamptz,
    started_at timestamptz NOT NULL DEFAULT now(), applied_steps_count integer NOT NULL DEFAULT 0)`);
  migrationsDir = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(migrationsDir, OLD));
  mkdirSync(join(migrationsDir, NEW));
  probes = await startServiceProbes({
    service: schema,
    natsUrl: infra.natsUrl,
    prisma: prismaLike(),
    port: 0,
    host: '127.0.0.1',
    migrationsDir,
  });
  url = `http://127.0.0.1:${probes.port}`;
});

afterAll(async () => {
  await probes.close();
  await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
  await pool.end();
  rmSync(migrationsDir, { recursive: true, force: true });
});

describe('service probes and the migration gate', () => {
  it('keeps a service whose schema is behind its code not ready, and live', async () => {
    await applied(OLD);
    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'not ready', nats: 'ok', schema: 'failing' },
    });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
  });

  it('does not count a rolled-back migration', async () => {
    await applied(NEW, true);
    expect((await readiness()).status).toBe(503);
  });

  it('is ready once the migration Job has applied the newest migration', async () => {
    await applied(NEW);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok', nats: 'ok', schema: 'ok' } });
  });
});
