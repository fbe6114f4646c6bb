#!/usr/bin/env node
// `npm start`: the whole product on this machine with demo data. Ctrl-C stops what it started.
import { migrateAll } from '@liggeey/prisma-engine';
import { spawnSync } from 'node:child_process';
import { applications, stackEnv } from './src/apps.mjs';
import { ensureInfrastructure, onPath } from './src/infrastructure.mjs';
import { natsWithIdentities } from './src/nats-identities.mjs';
import { ROOT } from './src/paths.mjs';
import { Supervisor } from './src/supervisor.mjs';
import { seedAll } from './seed.mjs';

const env = stackEnv(process.env);

const log = (name, line) => console.log(`${name.padEnd(16)}│ ${line}`);
const supervisor = new Supervisor(log);
let stopInfrastructure = async () => undefined;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stack', 'arrêt en cours…');
  await supervisor.stopAll();
  await stopInfrastructure();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  log('stack', 'compilation…');
  const build = spawnSync(process.execPath, [`${ROOT}tools/build/build.mjs`, '--skip-web'], {
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('la compilation a échoué');

  // A NATS of the stack's own, each app connecting as itself, unless NATS_URL names another one.
  const nats =
    process.env.NATS_URL === undefined && onPath('nats-server') ? await natsWithIdentities(env) : undefined;
  stopInfrastructure = await ensureInfrastructure(env, log, nats);

  log('stack', 'migrations…');
  await migrateAll({
    root: ROOT,
    databaseUrl: env.DATABASE_URL,
    command: 'deploy',
    generate: false,
    log: (line) => log('migrate', line),
  });

  log('stack', 'données de démonstration…');
  await seedAll(env);

  const apps = applications(env, nats?.credentials);
  const backEnd = apps.filter((app) => app.name !== 'gateway' && app.name !== 'web');
  await Promise.all(backEnd.map((app) => supervisor.start(app, env)));
  for (const name of ['gateway', 'web'])
    await supervisor.start(
      apps.find((app) => app.name === name),
      env,
    );

  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('@liggeey/demo-data');
  console.log(`
Liggeey est prêt.
  Application web          http://127.0.0.1:${env.WEB_PORT}
  API GraphQL              http://127.0.0.1:${env.GATEWAY_PORT}/graphql
  NATS                     ${env.NATS_URL}${nats ? ' (une identité par application)' : ''}
  Boîte mail locale        http://127.0.0.1:${env.MAIL_UI_PORT}
  Paiement (bac à sable)   http://127.0.0.1:${env.PAYMENT_SANDBOX_PORT}

Comptes de démonstration (mot de passe : ${DEMO_PASSWORD})
${DEMO_ACCOUNTS.map((a) => `  ${a.type.padEnd(9)} ${a.email.padEnd(42)} ${a.fullName}`).join('\n')}

Ctrl-C pour tout arrêter.
`);
} catch (error) {
  log('stack', `échec du démarrage : ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
