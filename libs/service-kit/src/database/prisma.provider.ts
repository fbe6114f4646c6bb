import { type FactoryProvider } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { APP_CONFIG } from '../config/config.token.js';
import { type ServiceConfig } from '../config/load-config.js';
import { connectionStringWithoutSchema } from './database-url.js';

export const PRISMA = Symbol('PRISMA');

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

/** Each service's own generated client, bound to the service's schema through the pg adapter. */
export function prismaProvider<C extends PrismaClientLike>(
  ClientClass: PrismaClientClass<C>,
  schema: string,
  settings: PostgresSettings = {},
): FactoryProvider<C> {
  return {
    provide: PRISMA,
    inject: [APP_CONFIG],
    useFactory: (config: ServiceConfig) =>
      new ClientClass({
        adapter: new PrismaPg(
          {
            connectionString: connectionStringWithoutSchema(config.DATABASE_URL),
            max: config.DATABASE_POOL_MAX,
            options: postgresStartupOptions(settings),
          },
          { schema },
        ),
      }),
  };
}
