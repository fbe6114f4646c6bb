import { Inject, Injectable } from '@nestjs/common';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type pg from 'pg';
import { tracer } from '../tracing/nats-trace-context.js';
import { PG_POOL } from './prisma.provider.js';

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
export class SqlRows {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The rows of `statement`; `name` says which statement it is in traces. */
  query<T>(name: string, statement: SqlStatement): Promise<T[]> {
    return tracer.startActiveSpan(
      `pg:query ${name}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.operation.name': name } },
      async (span) => {
        try {
          const result = await this.pool.query(statement.text, statement.values as unknown[]);
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
