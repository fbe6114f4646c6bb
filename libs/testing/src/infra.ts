import { GenericContainer, type StartedTestContainer, Wait, getContainerRuntimeClient } from 'testcontainers';

/** Where the test run's Postgres, NATS and Redis are. */
export interface InfraUrls {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

export interface Infra extends InfraUrls {
  readonly source: 'containers' | 'environment';
  stop(): Promise<void>;
}

const LOOPBACK: InfraUrls = {
  databaseUrl: 'postgresql://postgres@127.0.0.1:5432/postgres',
  natsUrl: 'nats://127.0.0.1:4222',
  redisUrl: 'redis://127.0.0.1:6379',
};

/**
 * Containers when a Docker engine answers (getContainerRuntimeClient fails within milliseconds
 * when none does), otherwise the services named by DATABASE_URL/NATS_URL/REDIS_URL or running
 * at their standard loopback ports.
 */
export async function startInfra(env: NodeJS.ProcessEnv = process.env): Promise<Infra> {
  if (env['LIGGEEY_TEST_INFRA'] !== 'environment' && (await dockerAvailable())) return startContainers();
  return {
    source: 'environment',
    databaseUrl: env['DATABASE_URL'] ?? LOOPBACK.databaseUrl,
    natsUrl: env['NATS_URL'] ?? LOOPBACK.natsUrl,
    redisUrl: env['REDIS_URL'] ?? LOOPBACK.redisUrl,
    stop: () => Promise.resolve(),
  };
}

async function dockerAvailable(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainers(): Promise<Infra> {
  const [postgres, nats, redis] = await Promise.all([
    new GenericContainer('postgres:17-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('nats:2-alpine')
      .withCommand(['-js'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start(),
    new GenericContainer('redis:7-alpine')
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start(),
  ]);
  const url = (container: StartedTestContainer, scheme: string, port: number, suffix = '') =>
    `${scheme}://${container.getHost()}:${container.getMappedPort(port)}${suffix}`;
  return {
    source: 'containers',
    databaseUrl: url(postgres, 'postgresql', 5432, '/postgres').replace('://', '://postgres@'),
    natsUrl: url(nats, 'nats', 4222),
    redisUrl: url(redis, 'redis', 6379),
    stop: async () => {
      await Promise.all([postgres.stop(), nats.stop(), redis.stop()]);
    },
  };
}
