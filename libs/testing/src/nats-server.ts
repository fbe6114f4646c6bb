import {
  NATS_APPS,
  type NatsApp,
  natsAuthorizationFile,
  natsPasswordVariable,
  newNatsPassword,
} from '@liggeey/contracts';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NodeConnectionOptions, connect } from '@nats-io/transport-node';
import { type OwnServer, ownServer } from './own-server.js';
import { freePort } from './ports.js';

const BINARY = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';

/** A NATS server of a test's own (JetStream on disk), for faults or a configuration of its own. */
export type OwnNatsServer = OwnServer;

/**
 * Starts `nats-server` with JetStream on a free loopback port. `config` is the rest of its
 * configuration file (e.g. `authorization: {…}`), `env` the variables its `$NAME` references read;
 * `connectAs` the credentials (and TLS trust) that prove it ready.
 */
export async function startNatsServer(
  options: { config?: string; env?: Record<string, string>; connectAs?: NodeConnectionOptions } = {},
): Promise<OwnNatsServer> {
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'nats-server-'));
  const file = join(dir, 'nats.conf');
  writeFileSync(
    file,
    [
      `listen: "127.0.0.1:${port}"`,
      `jetstream: ${JSON.stringify({ store_dir: join(dir, 'jetstream') })}`,
      options.config ?? '',
    ].join('\n'),
  );
  return ownServer({
    url,
    dir,
    // SIGTERM: JetStream keeps what it stored for the next start.
    haltSignal: 'SIGTERM',
    launch: () =>
      spawn(BINARY, ['-c', file], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, ...options.env },
      }),
    ready: () =>
      eventually(async () => {
        const probe = await connect({ servers: url, ...options.connectAs });
        await probe.close();
      }),
  });
}

/** Retries `check` until it passes, for what settles asynchronously (reconnections, reports). */
export async function eventually(check: () => unknown, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * A NATS server with the deployments' identities and permissions (`natsAuthorizationFile`) for one
 * namespace, each app with a fresh password; ready once `readyAs` could connect.
 */
export async function startNatsWithIdentities(
  namespace: string,
  readyAs: NatsApp,
): Promise<{ nats: OwnNatsServer; passwords: Record<NatsApp, string> }> {
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, newNatsPassword()])) as Record<
    NatsApp,
    string
  >;
  const nats = await startNatsServer({
    config: natsAuthorizationFile(namespace),
    env: Object.fromEntries(NATS_APPS.map((app) => [natsPasswordVariable(app), passwords[app]])),
    connectAs: { user: readyAs, pass: passwords[readyAs] },
  });
  return { nats, passwords };
}
