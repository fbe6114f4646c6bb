// What `npm test` needs on the machine besides Node, each missing one said in one French line
// before the long steps start (instead of a stack trace minutes later).
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const CONNECT_TIMEOUT_MS = 1_000;

/** Whether something accepts TCP connections at the URL's host and port. */
export function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The first executable of `names` on the PATH, or undefined. */
function onPath(name, path = process.env.PATH ?? '') {
  return path.split(':').some((dir) => dir && existsSync(`${dir}/${name}`));
}

/**
 * One French line per missing prerequisite. With a Docker engine the tests start Postgres, NATS
 * and Redis in containers themselves (testcontainers), so only the programs are checked then.
 */
export async function missingPrerequisites(
  env = process.env,
  { docker = existsSync('/var/run/docker.sock') } = {},
) {
  const missing = [];
  if (!docker || env.LIGGEEY_TEST_INFRA === 'environment') {
    const services = [
      ['PostgreSQL', env.DATABASE_URL ?? 'postgresql://127.0.0.1:5432', 5432, 'postgresql', 'DATABASE_URL'],
      [
        'NATS (avec JetStream, « nats-server -js »)',
        env.NATS_URL ?? 'nats://127.0.0.1:4222',
        4222,
        'nats-server',
        'NATS_URL',
      ],
      ['Redis', env.REDIS_URL ?? 'redis://127.0.0.1:6379', 6379, 'redis-server', 'REDIS_URL'],
    ];
    for (const [name, url, port, pkg, variable] of services) {
      if (!(await answers(url, port))) {
        const { host } = new URL(url);
        missing.push(
          `${name} ne répond pas sur ${host || `127.0.0.1:${port}`} : installez-le (apt-get install ${pkg}) et démarrez-le, ou indiquez ${variable}.`,
        );
      }
    }
  }
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    missing.push(
      `Chromium est introuvable (${chromium}) : installez-le (apt-get install chromium) ou indiquez CHROMIUM_PATH.`,
    );
  }
  if (!onPath('nginx', env.PATH)) {
    missing.push(
      "nginx est introuvable : installez-le (apt-get install nginx) pour le test du site de l'image web.",
    );
  }
  return missing;
}
