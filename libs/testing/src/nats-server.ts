import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { freePort } from './ports.js';

const BINARY = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';

/** A NATS server of a test's own (JetStream on disk), for faults or a configuration of its own. */
export interface OwnNatsServer {
  readonly url: string;
  /** Stops the server (SIGTERM), keeping its port and JetStream directory for `start`. */
  halt(): Promise<void>;
  /** Starts it again after `halt`, with what JetStream kept on disk. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

/**
 * Starts `nats-server` with JetStream on a free loopback port. `config` is the rest of its
 * configuration file (e.g. `authorization: {…}`), `env` the variables its `$NAME` references read;
 * `connectAs` the credentials that prove it ready.
 */
export async function startNatsServer(
  options: { config?: string; env?: Record<string, string>; connectAs?: { user: string; pass: string } } = {},
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
  let server: ChildProcess;
  const start = async () => {
    server = spawn(BINARY, ['-c', file], { stdio: 'ignore', env: { ...process.env, ...options.env } });
    await eventually(async () => {
      const probe = await connect({ servers: url, ...options.connectAs });
      await probe.close();
    });
  };
  const halt = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    halt,
    start,
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
