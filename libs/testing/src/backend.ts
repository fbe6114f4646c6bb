import { SERVICE_NAMES, type ServiceName } from '@liggeey/contracts';
import { type AppProcess, startApp } from './app-process.js';
import { type TestDatabase, createTestDatabase } from './database.js';
import { deleteEventsStream, deleteNamespaceKeys, testNamespace } from './events.js';
import { type InfraUrls } from './infra.js';
import { migratedTemplate } from './migrations.js';
import { freePort } from './ports.js';

export interface Backend {
  readonly gatewayUrl: string;
  readonly database: TestDatabase;
  readonly services: Map<ServiceName, AppProcess>;
  readonly gateway: AppProcess;
  /** Environment the apps were started with (to start another instance alike). */
  readonly env: Record<string, string>;
  /** This backend's own events namespace (see `publishEvent`). */
  readonly natsNamespace: string;
  stop(): Promise<void>;
}

export interface BackendOptions {
  label: string;
  /** When something (a web server's proxy) must know the gateway's address before it starts. */
  gatewayPort?: number;
  services?: readonly ServiceName[];
  env?: Record<string, string>;
  /** An app's own variables on top of `env` (its NATS identity). */
  envOf?: (name: string) => Record<string, string>;
  /** Where each app's files are (see `StartAppOptions.root`); the repository by default. */
  appRoot?: (name: string) => string;
}

/**
 * The real back end for an integration test: a fresh migrated database, the services as
 * processes, and a gateway on a free port.
 */
export async function startBackend(infra: InfraUrls, options: BackendOptions): Promise<Backend> {
  const database = await createTestDatabase(
    infra.databaseUrl,
    options.label,
    await migratedTemplate(infra.databaseUrl),
  );
  const identityPort = await freePort();
  const natsNamespace = testNamespace();
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const env = {
    NATS_NAMESPACE: natsNamespace,
    // Identity's OpenID Connect listener, on a port of its own so a running stack never clashes.
    HTTP_PORT: String(identityPort),
    IDENTITY_HTTP_URL: identityUrl,
    JWKS_URL: `${identityUrl}/realms/liggeey/protocol/openid-connect/certs`,
    DATABASE_URL: database.url,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    // In-flight test requests are short: don't wait the production grace period on every stop.
    SHUTDOWN_GRACE_MS: '200',
    // Tests change data and search again at once: no reuse of ranked pages unless a test asks.
    SEARCH_CACHE_TTL_MS: '0',
    SEARCH_COUNT_TTL_MS: '0',
    SEARCH_CARDS_TTL_MS: '0',
    TRADE_CATALOGUE_TTL_MS: '0',
    JOBS_CACHE_TTL_MS: '0',
    JOBS_GATEWAY_CACHE_TTL_MS: '0',
    PROFILES_GATEWAY_CACHE_TTL_MS: '0',
    FEED_CACHE_TTL_MS: '0',
    // Every test backend is one client (127.0.0.1): each counts its own budget, or the requests of
    // earlier files in the same minute would refuse this one's with 429.
    RATE_LIMIT_NAMESPACE: `${natsNamespace}:rate-limit:`,
    // Loopback stands for the many people of a test, as behind the Vite proxy: no per-address
    // budgets unless a test asks (access and action-limits tests turn them on).
    RATE_LIMIT_ALLOW_LOOPBACK: 'true',
    ...options.env,
  };
  const services = new Map<ServiceName, AppProcess>();
  try {
    const started = await Promise.all(
      (options.services ?? SERVICE_NAMES).map(
        async (name) =>
          [
            name,
            await startApp(name, {
              env: { ...env, ...options.envOf?.(name) },
              root: options.appRoot?.(name),
            }),
          ] as const,
      ),
    );
    for (const [name, app] of started) services.set(name, app);
    // Taken just before the gateway listens: another file's back end, starting meanwhile, once took
    // a port picked before the services' start (EADDRINUSE).
    const port = options.gatewayPort ?? (await freePort());
    const gatewayEnv = { ...env, PORT: String(port) };
    const gateway = await startApp('gateway', {
      env: { ...gatewayEnv, ...options.envOf?.('gateway') },
      root: options.appRoot?.('gateway'),
    });
    return {
      gatewayUrl: `http://127.0.0.1:${port}`,
      database,
      services,
      gateway,
      env: gatewayEnv,
      natsNamespace,
      stop: async () => {
        await Promise.all([gateway, ...services.values()].map((app) => app.stop()));
        await Promise.all([
          database.drop(),
          deleteEventsStream(infra.natsUrl, natsNamespace),
          deleteNamespaceKeys(infra.redisUrl, natsNamespace),
        ]);
      },
    };
  } catch (error) {
    await Promise.all([...services.values()].map((app) => app.stop('SIGKILL')));
    await database.drop();
    throw error;
  }
}
