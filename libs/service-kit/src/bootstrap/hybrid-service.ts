import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger, PinoLogger } from 'nestjs-pino';
import { z } from 'zod';
import { type ServiceConfig } from '../config/load-config.js';
import { trustProxySchema } from '../config/trust-proxy.js';
import { type PrismaClientLike } from '../database/prisma.provider.js';
import { DomainExceptionFilter } from '../errors/rpc-exception.filter.js';
import { type ServiceDefinition, ServiceKitModule } from '../service-kit.module.js';
import { HybridExceptionFilter } from './hybrid-exception.filter.js';
import { natsServerOptions } from './nats-server-options.js';

/** Variables of a service's HTTP listener; the default port comes from the service definition. */
export function httpListenerConfigSchema(defaultPort: number) {
  return z.object({
    HOST: z.string().min(1).default('127.0.0.1'),
    HTTP_PORT: z.coerce.number().int().min(0).max(65_535).default(defaultPort),
    /**
     * Whose X-Forwarded-For is believed (see `trustProxySchema`): only the gateway's own hop. The
     * gateway proxies the browser's requests and writes the client address it has worked out, and
     * that address matters (identity slows and locks sign-ins per address).
     */
    HTTP_TRUST_PROXY: trustProxySchema.default(['loopback']),
  });
}

export type HttpListenerConfig = z.output<ReturnType<typeof httpListenerConfigSchema>>;

/**
 * Builds a service that answers NATS and HTTP (a Nest hybrid app on Fastify) without starting it.
 * The NATS side is configured exactly as a pure microservice, and shares the app's global
 * filters, pipes and interceptors.
 */
export async function createHybridService<C extends PrismaClientLike, K extends ServiceConfig>(
  definition: ServiceDefinition<C, K>,
  config: K,
  http: HttpListenerConfig,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    ServiceKitModule.forRoot(definition, config),
    new FastifyAdapter({ trustProxy: http.HTTP_TRUST_PROXY }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  // Before connectMicroservice: the NATS handlers take the global filters when they are connected.
  app.useGlobalFilters(
    new HybridExceptionFilter(new DomainExceptionFilter(await app.resolve(PinoLogger)), app.getHttpAdapter()),
  );
  app.connectMicroservice<MicroserviceOptions>(natsServerOptions(definition.name, config), {
    inheritAppConfig: true,
  });
  await definition.http?.configure?.(app, config);
  return app;
}
