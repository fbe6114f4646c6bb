import { connect } from '@nats-io/transport-node';
import { type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { type NatsConnectOptions } from '../config/load-config.js';
import { type PrismaClientLike } from '../database/prisma.provider.js';
import { scrapeMetrics } from '../metrics/registry.js';
import { startProbeListener } from './probe-listener.js';
import { expectedMigration, schemaHasMigration } from './schema-version.js';

/**
 * `HEALTH_PORT` turns on the probe listener (Kubernetes, docker-compose, npm start: a port per
 * app, see tools/stack); unset there is none.
 */
export const probeListenerConfigSchema = z.object({
  /** 0: a free port, named in the start-up log line (tests running many apps at once). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  HOST: z.string().default('127.0.0.1'),
});
export type ProbeListenerConfig = z.output<typeof probeListenerConfigSchema>;

/** Where a built service's migrations are: apps/<svc>/prisma/migrations beside its dist/main.js. */
export function defaultMigrationsDir(entry = process.argv[1] ?? ''): string {
  return join(dirname(entry), '..', 'prisma', 'migrations');
}

export interface ServiceProbes {
  /** The port listened on (the one asked for, or the one chosen for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A service's probes (see startProbeListener): ready when its NATS server answers a round trip
 * and its schema has the newest migration of its code, so a rollout whose migrations have not run
 * yet keeps the new pods out of traffic while the old ones serve.
 */
export async function startServiceProbes(options: {
  service: string;
  natsUrl: string;
  /** The app's NATS identity (natsConnectOptions), when the server asks for one. */
  natsOptions?: NatsConnectOptions;
  prisma: PrismaClientLike;
  port: number;
  host: string;
  migrationsDir?: string;
}): Promise<ServiceProbes> {
  const expected = expectedMigration(options.migrationsDir ?? defaultMigrationsDir());
  const nats = await connect({
    servers: options.natsUrl,
    ...options.natsOptions,
    name: `${options.service}-probes`,
    maxReconnectAttempts: -1,
  });
  const server = await startProbeListener({
    port: options.port,
    host: options.host,
    metrics: scrapeMetrics,
    checks: {
      nats: async () => {
        if (nats.isClosed()) return false;
        await nats.flush();
        return true;
      },
      // No migrations to compare with (a broken image): never ready rather than serving blind.
      schema: async () =>
        expected !== undefined && schemaHasMigration(options.prisma, options.service, expected),
    },
  });
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!nats.isClosed()) await nats.close();
    },
  };
}
