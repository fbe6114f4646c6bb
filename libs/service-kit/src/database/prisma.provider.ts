import { type FactoryProvider } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { APP_CONFIG } from '../config/config.token.js';
import { type ServiceConfig } from '../config/load-config.js';
import { connectionStringWithoutSchema } from './database-url.js';

export const PRISMA = Symbol('PRISMA');
/** The service's `pg.Pool`: Prisma's adapter runs on it, and so do the statements of `SqlRows`. */
export const PG_POOL = Symbol('PG_POOL');
/**
 * A second pool of the service, whose connections keep one generic plan per named statement
 * (`SqlRows.plannedOnce`); it opens no connection until such a statement runs.
 */
export const PG_PLAN_ONCE_POOL = Symbol('PG_PLAN_ONCE_POOL');

/** The planner's cost of a random page read on solid-state storage (sequential is 1). */
const SSD_RANDOM_PAGE_COST = 1.1;

/** What the kit itself needs from an app's generated Prisma client. */
export interface PrismaClientLike {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $disconnect(): Promise<void>;
}

export type PrismaClientClass<C extends PrismaClientLike> = new (options: { adapter: PrismaPg }) => C;

/** Postgres settings as a connection's startup `options` (`-c name=value` each). */
export type PostgresSettings = Readonly<Record<string, string | number>>;

/**
 * The settings every service's connections start with, then the service's own. Postgres' default
 * page cost is a spinning disk's: on SSDs it chose to read whole tables (the journal searched by 100
 * names: 65 ms instead of 20) over their indexes.
 */
export function postgresStartupOptions(own: PostgresSettings = {}): string {
  return Object.entries({ random_page_cost: SSD_RANDOM_PAGE_COST, ...own })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** The settings of the plan-once pool's connections, beside the service's own. */
export const PLAN_ONCE_SETTINGS: PostgresSettings = { plan_cache_mode: 'force_generic_plan' };

/** A pool of the service's size, with the kit's settings and `settings` on each connection. */
function poolProvider(token: symbol, settings: PostgresSettings): FactoryProvider<pg.Pool> {
  return {
    provide: token,
    inject: [APP_CONFIG],
    useFactory: (config: ServiceConfig) =>
      new pg.Pool({
        connectionString: connectionStringWithoutSchema(config.DATABASE_URL),
        max: config.DATABASE_POOL_MAX,
        options: postgresStartupOptions(settings),
      }),
  };
}

/** The service's connection pool, with the kit's settings and the service's own on each connection. */
export function pgPoolProvider(settings: PostgresSettings = {}): FactoryProvider<pg.Pool> {
  return poolProvider(PG_POOL, settings);
}

/**
 * The service's pool for statements planned once per connection: the same settings, and Postgres
 * keeps the generic plan of a prepared statement instead of planning every execution again.
 */
export function pgPlanOncePoolProvider(settings: PostgresSettings = {}): FactoryProvider<pg.Pool> {
  return poolProvider(PG_PLAN_ONCE_POOL, { ...settings, ...PLAN_ONCE_SETTINGS });
}

/**
 * Each service's own generated client, bound to the service's schema through the pg adapter, on the
 * service's pool (closed with the client).
 */
export function prismaProvider<C extends PrismaClientLike>(
  ClientClass: PrismaClientClass<C>,
  schema: string,
): FactoryProvider<C> {
  return {
    provide: PRISMA,
    inject: [PG_POOL],
    useFactory: (pool: pg.Pool) =>
      new ClientClass({ adapter: new PrismaPg(pool, { schema, disposeExternalPool: true }) }),
  };
}
