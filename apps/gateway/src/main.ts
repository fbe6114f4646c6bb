import { ConfigError, loadConfig, startProcessMetrics, startTracing } from '@liggeey/service-kit';
import { Logger } from 'nestjs-pino';
import { type GatewayConfig, gatewayConfigSchema } from './config/gateway-config.js';
import { createGateway } from './gateway.js';
import { startGatewayProbePort } from './health/probe-port.js';

let config: GatewayConfig;
try {
  config = loadConfig(gatewayConfigSchema);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`gateway: ${error.message}`);
  process.exit(1);
}

startProcessMetrics('gateway');
startTracing('gateway');
const app = await createGateway(config);
app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
await app.listen({ port: config.PORT, host: config.HOST });
app.get(Logger).log(`gateway listening on http://${config.HOST}:${config.PORT}`);
await startGatewayProbePort(app, config);
