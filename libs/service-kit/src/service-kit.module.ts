import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { type CallerTable, type ServiceName } from '@liggeey/contracts';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type z } from 'zod';
import { ConfigModule } from './config/config.module.js';
import { type ServiceConfig } from './config/load-config.js';
import { PrismaLifecycle } from './database/prisma-lifecycle.js';
import { SqlRows } from './database/sql-rows.js';
import {
  PRISMA,
  type PrismaClientClass,
  type PostgresSettings,
  type PrismaClientLike,
  pgPlanOncePoolProvider,
  pgPoolProvider,
  prismaProvider,
} from './database/prisma.provider.js';
import { DomainExceptionFilter } from './errors/rpc-exception.filter.js';
import { createHealthController } from './health/health.controller.js';
import { loggingModule } from './logging/logging.module.js';
import { CALLER_TABLE } from './rpc/caller-table.token.js';
import { TracingLifecycle } from './tracing/tracing-lifecycle.js';

export interface ServiceDefinition<C extends PrismaClientLike, K extends ServiceConfig = ServiceConfig> {
  name: ServiceName;
  prismaClient: PrismaClientClass<C>;
  /** Postgres settings of the service's own connections, beside the kit's (`postgresStartupOptions`). */
  postgresSettings?: PostgresSettings;
  /** The service's feature modules. */
  imports?: ModuleMetadata['imports'];
  /** The service's own variables (an extension of `serviceConfigSchema`), validated at start. */
  configSchema?: z.ZodType<K>;
  /** Who may call each operation; checked before every handler (see `CallerTable`). */
  callers?: CallerTable;
  /**
   * Serve HTTP beside NATS (a hybrid app), for the few services the browser must reach directly:
   * `HTTP_PORT` overrides the default port. Without it the service is a pure NATS microservice.
   */
  http?: {
    defaultPort: number;
    /** Runs before listening: CORS, hooks and other Fastify settings that depend on the config. */
    configure?: (app: NestFastifyApplication, config: K) => void | Promise<void>;
  };
}

/** Root module of a service: config, logging, its Prisma client, error mapping and health. */
@Module({})
export class ServiceKitModule {
  static forRoot<C extends PrismaClientLike, K extends ServiceConfig>(
    definition: ServiceDefinition<C, K>,
    config: K,
  ): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(definition.name, config.LOG_LEVEL),
        ...(definition.imports ?? []),
      ],
      controllers: [createHealthController(definition.name)],
      providers: [
        pgPoolProvider(definition.postgresSettings),
        pgPlanOncePoolProvider(definition.postgresSettings),
        prismaProvider(definition.prismaClient, definition.name),
        SqlRows,
        PrismaLifecycle,
        TracingLifecycle,
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: CALLER_TABLE, useValue: definition.callers ?? null },
      ],
      exports: [PRISMA, SqlRows, CALLER_TABLE],
    };
  }
}
