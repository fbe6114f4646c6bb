import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SqlRows, tracer } from '../src/index.js';

describe('SqlRows: hand-written statements on the service pool', () => {
  const spans = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
  let pool: pg.Pool;
  let rows: SqlRows;

  beforeAll(() => {
    // With its context manager, so the active span follows the statement's awaits.
    provider.register();
    pool = new pg.Pool({ connectionString: inject('infra').databaseUrl, max: 1 });
    rows = new SqlRows(pool);
  });

  afterAll(async () => {
    await pool.end();
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
});
