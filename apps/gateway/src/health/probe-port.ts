import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, scrapeMetrics, startProbeListener } from '@liggeey/service-kit';
import { Logger } from 'nestjs-pino';
import { type AddressInfo } from 'node:net';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * The same small listener as the services' (HEALTH_PORT): `/metrics` for Prometheus away from the
 * public port, with `/livez` and `/readyz` (NATS reachable) beside it. Unset: none.
 */
export async function startGatewayProbePort(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<void> {
  if (config.HEALTH_PORT === undefined) return;
  const nats = app.get<NatsConnection>(NATS_CONNECTION);
  const server = await startProbeListener({
    port: config.HEALTH_PORT,
    host: config.HOST,
    checks: {
      nats: async () => {
        if (nats.isClosed()) return false;
        await nats.flush();
        return true;
      },
    },
    metrics: scrapeMetrics,
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  app.get(Logger).log(`gateway probes on http://${config.HOST}:${port} (/livez, /readyz, /metrics)`);
}
