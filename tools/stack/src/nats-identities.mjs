import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { VAR_DIR } from './paths.mjs';

const DIR = `${VAR_DIR}/nats-identities`;
/** Where npm start keeps each app's NATS password (var/, out of Git); benches read it too. */
export const PASSWORDS_FILE = `${DIR}/passwords.json`;

/** The port of npm start's own NATS server (NATS_STACK_PORT, 4223 by default). */
export const stackNatsPort = (env) => env.NATS_STACK_PORT ?? '4223';

/**
 * npm start's own NATS server with the deployments' users and permissions (the file compose and
 * Kubernetes load), so the trust boundary is exercised every day, not only in its test. Passwords
 * are made on the first start and kept. Returns the URL, each app's credentials and the command
 * that runs the server. Imported after the build: the permissions come from @liggeey/contracts.
 */
export async function natsWithIdentities(env) {
  const { NATS_APPS, NATS_PASSWORD_PATTERN, natsAuthorizationFile, natsPasswordVariable, newNatsPassword } =
    await import('@liggeey/contracts');
  mkdirSync(DIR, { recursive: true });
  const passwords = existsSync(PASSWORDS_FILE) ? JSON.parse(readFileSync(PASSWORDS_FILE, 'utf8')) : {};
  for (const app of NATS_APPS) {
    if (!NATS_PASSWORD_PATTERN.test(passwords[app] ?? '')) passwords[app] = newNatsPassword();
  }
  writeFileSync(PASSWORDS_FILE, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });

  const port = stackNatsPort(env);
  const config = `${DIR}/nats.conf`;
  writeFileSync(
    config,
    [
      `listen: "127.0.0.1:${port}"`,
      `jetstream: ${JSON.stringify({ store_dir: `${DIR}/jetstream` })}`,
      natsAuthorizationFile(env.NATS_NAMESPACE ?? 'liggeey'),
    ].join('\n'),
  );
  return {
    url: `nats://127.0.0.1:${port}`,
    credentials: (app) => ({ NATS_USER: app, NATS_PASSWORD: passwords[app] }),
    server: {
      command: 'nats-server',
      args: ['-c', config],
      env: Object.fromEntries(NATS_APPS.map((app) => [natsPasswordVariable(app), passwords[app]])),
    },
  };
}
