import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { tracer } from '../tracing/nats-trace-context.js';
import { PG_PLAN_ONCE_POOL, PG_POOL } from './prisma.provider.js';

/**
 * A statement's text is prepared once it has run this many times: a rare shape (a search's filters
 * seldom asked together) is planned for each run and takes no connection's memory.
 */
const PREPARED_FROM_RUN = 5;
/** How many statements a connection of the plan-once pool prepares before it is replaced. */
const PREPARED_PER_CONNECTION = 64;

/** A statement and its parameters ($1, $2… in `text`), as `Prisma.sql` builds one. */
export interface SqlStatement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * A service's hand-written statements run on its pool directly, for its hot read paths (a search's
 * statements): Prisma's raw queries cost about half a millisecond of CPU more per statement (its
 * query compiler, then every row converted). Rows come as `pg` reads them, which for the types
 * these statements return is as Prisma does: uuid and text as strings, int4 and float8 as numbers,
 * timestamptz as a Date, json parsed. Each statement is a span under the caller's, as Prisma's are.
 */
@Injectable()
export class SqlRows implements OnApplicationShutdown {
  /** The statements each connection of the plan-once pool has prepared. */
  private readonly preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  /** How many times each recent text (by its prepared name) ran. */
  private readonly runs = new LRUCache<string, number>({ max: 5_000 });

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PG_PLAN_ONCE_POOL) private readonly planOncePool: pg.Pool,
  ) {}

  /** The rows of `statement`, planned for its parameters' values; `name` says which it is in traces. */
  query<T>(name: string, statement: SqlStatement): Promise<T[]> {
    return this.run(name, () => this.pool.query(statement.text, statement.values as unknown[]));
  }

  /**
   * The same, for a statement whose best plan does not depend on its parameters' values (rows read
   * by their ids, a read in an index's order stopped by a constant limit): each connection prepares
   * it once and runs its generic plan, where `query` plans every execution again (a search's
   * statements spent as long being planned as running). A prepared statement holds its plan in the
   * connection's memory (up to 0.7 MB for a search's): a connection that has prepared
   * PREPARED_PER_CONNECTION of them is closed after its statement, and the pool opens a new one.
   */
  async plannedOnce<T>(name: string, statement: SqlStatement): Promise<T[]> {
    const prepared = `s_${createHash('sha1').update(statement.text).digest('base64url')}`;
    const runs = (this.runs.get(prepared) ?? 0) + 1;
    this.runs.set(prepared, runs);
    if (runs < PREPARED_FROM_RUN) return this.query(name, statement);
    const client = await this.planOncePool.connect();
    let names = this.preparedOn.get(client);
    if (!names) this.preparedOn.set(client, (names = new Set()));
    names.add(prepared);
    try {
      const rows = await this.run<T>(name, () =>
        client.query({ name: prepared, text: statement.text, values: statement.values as unknown[] }),
      );
      client.release(names.size >= PREPARED_PER_CONNECTION);
      return rows;
    } catch (error) {
      // A connection whose statement failed is not reused.
      client.release(true);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.planOncePool.end();
  }

  private run<T>(name: string, statement: () => Promise<pg.QueryResult>): Promise<T[]> {
    return tracer.startActiveSpan(
      `pg:query ${name}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.operation.name': name } },
      async (span) => {
        try {
          const result = await statement();
          return result.rows as T[];
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }
}
