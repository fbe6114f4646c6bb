import { type AppProcess, startApp } from './app-process.js';
import { deleteEventsStream, testNamespace } from './events.js';
import { type InfraUrls } from './infra.js';
import { freePort } from './ports.js';

export interface RunningGateway {
  readonly app: AppProcess;
  readonly url: string;
}

/**
 * A gateway process alone on a free port, wired to the run's NATS and Redis, in a namespace of its
 * own unless `env` names one (whose events stream is then the caller's to delete).
 */
export async function startGateway(
  infra: InfraUrls,
  env: Record<string, string> = {},
): Promise<RunningGateway> {
  const port = await freePort();
  const namespace = env['NATS_NAMESPACE'] ?? testNamespace();
  const app = await startApp('gateway', {
    env: {
      PORT: String(port),
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NATS_NAMESPACE: namespace,
      ...env,
    },
  });
  const ownNamespace = env['NATS_NAMESPACE'] === undefined;
  return {
    app: {
      ...app,
      stop: async (signal) => {
        const status = await app.stop(signal);
        if (ownNamespace) await deleteEventsStream(infra.natsUrl, namespace);
        return status;
      },
    },
    url: `http://127.0.0.1:${port}`,
  };
}
