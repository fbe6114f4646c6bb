import { type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import {
  ConfigError,
  type ServiceConfig,
  loadConfig,
  natsConnectOptions,
  serviceConfigSchema,
} from '../config/load-config.js';
import { PRISMA, type PrismaClientLike } from '../database/prisma.provider.js';
import {
  type ProbeListenerConfig,
  probeListenerConfigSchema,
  startServiceProbes,
} from '../health/service-probes.js';
import { startProcessMetrics } from '../metrics/registry.js';
import { startTracing } from '../tracing/tracing.js';
import { type ServiceDefinition, ServiceKitModule } from '../service-kit.module.js';
import { type HttpListenerConfig, createHybridService, httpListenerConfigSchema } from './hybrid-service.js';
import { natsServerOptions } from './nats-server-options.js';

/** Builds a service's NATS microservice (its queue group is its name) without starting it. */
export async function createService<C extends PrismaClientLike, K extends ServiceConfig = ServiceConfig>(
  definition: ServiceDefinition<C, K>,
  config: K = loadConfig(definition.configSchema ?? serviceConfigSchema) as K,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    ServiceKitModule.forRoot(definition, config),
    { ...natsServerOptions(definition.name, config), bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  return app;
}

/** Entry point of every service's main.ts: validated config, listen, stop cleanly on SIGTERM/SIGINT. */
export async function bootstrapService<C extends PrismaClientLike, K extends ServiceConfig = ServiceConfig>(
  definition: ServiceDefinition<C, K>,
): Promise<void> {
  let config: K;
  let http: HttpListenerConfig | undefined;
  let probes: ProbeListenerConfig;
  try {
    config = loadConfig(definition.configSchema ?? serviceConfigSchema) as K;
    if (definition.http) http = loadConfig(httpListenerConfigSchema(definition.http.defaultPort));
    probes = loadConfig(probeListenerConfigSchema);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${definition.name}: ${error.message}`);
    process.exit(1);
  }
  startProcessMetrics(definition.name);
  startTracing(definition.name);
  if (!http) {
    const app = await createService(definition, config);
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await app.listen();
    app.get(Logger).log(`${definition.name} service listening on NATS`);
    await startProbes(definition.name, config, probes, app.get<PrismaClientLike>(PRISMA), app.get(Logger));
    return;
  }
  const app = await createHybridService(definition, config, http);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.startAllMicroservices();
  await app.listen({ port: http.HTTP_PORT, host: http.HOST });
  const logger = app.get(Logger);
  logger.log(`${definition.name} service listening on NATS`);
  logger.log(`${definition.name} HTTP on ${await app.getUrl()}`);
  await startProbes(definition.name, config, probes, app.get<PrismaClientLike>(PRISMA), logger);
}

/** The probe listener on HEALTH_PORT, when set (see service-probes.ts). */
async function startProbes(
  service: string,
  config: ServiceConfig,
  probes: ProbeListenerConfig,
  prisma: PrismaClientLike,
  logger: Logger,
): Promise<void> {
  if (probes.HEALTH_PORT === undefined) return;
  const { port } = await startServiceProbes({
    service,
    natsUrl: config.NATS_URL,
    natsOptions: natsConnectOptions(config),
    prisma,
    port: probes.HEALTH_PORT,
    host: probes.HOST,
  });
  logger.log(`${service} probes on http://${probes.HOST}:${port} (/livez, /readyz, /metrics)`);
}
