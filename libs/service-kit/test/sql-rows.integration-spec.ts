import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_ONCE_SETTINGS, SqlRows, postgresStartupOptions, tracer } from '../src/index.js';

describe('SqlRows: hand-written statements on the service pool', () => {
  const spans = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
  let pool: pg.Pool;
  let planOncePool: pg.Pool;
  let rows: SqlRows;

  beforeAll(() => {
    // With its context manager, so the active span follows the statement's awaits.
    provider.register();
    pool = new pg.Pool({ connectionString: inject('infra').databaseUrl, max: 1 });
    // One connection, as the kit opens it: what it has prepared is read on it.
    planOncePool = new pg.Pool({
      connectionString: inject('infra').databaseUrl,
      max: 1,
      options: postgresStartupOptions(PLAN_ONCE_SETTINGS),
    });
    rows = new SqlRows(pool, planOncePool);
  });

  afterAll(async () => {
    await pool.end();
    await rows.onApplicationShutdown();
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it('answers the rows with the types Prisma gives for them, parameters bound', async () => {
    const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const [row] = await rows.query<Record<string, unknown>>('test.types', {
      text: `SELECT $1::uuid AS id, $2::int AS count, 1.5::float8 AS km, 'Thiès'::text AS city,
        '2026-12-05T10:00:00Z'::timestamptz AS at, '{"a": [1]}'::json AS plan, $3::uuid[] AS ids`,
      values: [id, 42, [id]],
    });
    expect(row).toEqual({
      id,
      count: 42,
      km: 1.5,
      city: 'Thiès',
      at: new Date('2026-12-05T10:00:00Z'),
      plan: { a: [1] },
      ids: [id],
    });
  });

  it("records each statement as a span under the caller's, marked failed when Postgres refuses it", async () => {
    spans.reset();
    await tracer.startActiveSpan('handler', async (handler) => {
      await rows.query('test.one', { text: 'SELECT 1 AS one', values: [] });
      await expect(
        rows.query('test.broken', { text: 'SELECT * FROM no_such_table', values: [] }),
      ).rejects.toThrow(/no_such_table/);
      handler.end();
    });
    const finished = spans.getFinishedSpans();
    const handler = finished.find((span) => span.name === 'handler');
    const one = finished.find((span) => span.name === 'pg:query test.one');
    const broken = finished.find((span) => span.name === 'pg:query test.broken');
    expect(one?.parentSpanContext?.spanId).toBe(handler?.spanContext().spanId);
    expect(one?.attributes).toMatchObject({
      'db.system.name': 'postgresql',
      'db.operation.name': 'test.one',
    });
    expect(one?.status.code).toBe(0);
    expect(broken?.status.code).toBe(2);
  });

  /** What the plan-once pool's connection has prepared, with how its runs were planned. */
  async function preparedOnConnection(): Promise<
    { statement: string; generic_plans: number; custom_plans: number; pid: number }[]
  > {
    const result = await planOncePool.query<{
      statement: string;
      generic_plans: number;
      custom_plans: number;
      pid: number;
    }>(
      `SELECT statement, generic_plans::int, custom_plans::int, pg_backend_pid() AS pid
       FROM pg_prepared_statements WHERE statement LIKE '%plan_once_probe%'`,
    );
    return result.rows;
  }

  it('answers a statement planned once as the same statement planned each time, then runs its one generic plan', async () => {
    const statement = {
      text: `SELECT n, 'plan_once_probe' AS probe FROM generate_series(1, 10) n WHERE n > $1 ORDER BY n LIMIT 3`,
      values: [4],
    };
    const expected = await rows.query<{ n: number }>('test.each-time', statement);
    expect(expected.map((row) => row.n)).toEqual([5, 6, 7]);

    // A rare text is planned for each of its first runs and prepared from its fifth.
    for (let run = 1; run <= 4; run += 1) {
      expect(await rows.plannedOnce('test.once', statement)).toEqual(expected);
    }
    expect(await preparedOnConnection()).toEqual([]);
    for (let run = 5; run <= 7; run += 1) {
      expect(await rows.plannedOnce('test.once', statement)).toEqual(expected);
    }
    expect(await preparedOnConnection()).toEqual([
      expect.objectContaining({ generic_plans: 3, custom_plans: 0 }),
    ]);
    // Other values, the same plan.
    expect(await rows.plannedOnce('test.once', { ...statement, values: [8] })).toEqual([
      { n: 9, probe: 'plan_once_probe' },
      { n: 10, probe: 'plan_once_probe' },
    ]);
  });

  it('replaces a connection once it holds 64 prepared statements, freeing their plans', async () => {
    const [before] = await preparedOnConnection();
    const shapes = Array.from({ length: 70 }, (_, i) => ({
      text: `SELECT $1::int + ${i} AS n, 'plan_once_probe' AS probe`,
      values: [1],
    }));
    let replaced = false;
    for (const shape of shapes) {
      for (let run = 1; run <= 5; run += 1) {
        expect(await rows.plannedOnce('test.shape', shape)).toEqual([
          { n: 1 + shapes.indexOf(shape), probe: 'plan_once_probe' },
        ]);
      }
      const prepared = await preparedOnConnection();
      expect(prepared.length).toBeLessThan(64);
      if (prepared[0]?.pid !== before?.pid) replaced = true;
    }
    expect(replaced).toBe(true);
  });
});
