import { ConfigError, loadConfig } from '@liggeey/service-kit';
import { type SandboxConfig, sandboxConfigSchema } from './config.js';
import { createSandbox } from './server.js';

let config: SandboxConfig;
try {
  config = loadConfig(sandboxConfigSchema);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`payment-sandbox: ${error.message}`);
  process.exit(1);
}

const app = createSandbox(config);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`payment-sandbox listening on http://${config.HOST}:${config.PORT}`);
