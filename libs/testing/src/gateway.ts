import { type AppProcess, startApp } from './app-process.js';
import { type InfraUrls } from './infra.js';
import { freePort } from './ports.js';

export interface RunningGateway {
  readonly app: AppProcess;
  readonly url: string;
}

/** A gateway process alone on a free port, wired to the run's NATS and Redis. */
export async function startGateway(
  infra: InfraUrls,
  env: Record<string, string> = {},
): Promise<RunningGateway> {
  const port = await freePort();
  const app = await startApp('gateway', {
    env: { PORT: String(port), NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, ...env },
  });
  return { app, url: `http://127.0.0.1:${port}` };
}
