import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityEvents } from '@liggeey/contracts';
import { type Backend, freePort, graphql, publishEvent, startBackend } from '@liggeey/testing';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const NATS_SERVER = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
const PACKS = '{ creditPacks { id credits } }';

/**
 * NATS restarted under the running apps (issue 21): a NATS server of this test's own, its
 * JetStream kept on disk across the restart as a real one's is. The gateway and the ledger
 * reconnect by themselves, and every welcome bonus event, published before or after the restart,
 * is handled exactly once.
 */
describe('faults: NATS restarted under the running apps', () => {
  let server: ChildProcess;
  let storeDir: string;
  let natsUrl: string;
  let port: number;
  let backend: Backend;
  let db: pg.Client;

  const startNats = async () => {
    server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    });
    await eventually(async () => {
      const probe = await connect({ servers: natsUrl });
      await probe.close();
    });
  };
  const confirm = (userId: string) =>
    publishEvent(natsUrl, backend.natsNamespace, IdentityEvents.userConfirmed, { userId, type: 'worker' });
  const welcomeBonuses = async (userIds: string[]) =>
    (
      await db.query<{ user_id: string; n: string }>(
        `SELECT user_id, count(*) AS n FROM ledger.journal_transactions
          WHERE kind = 'welcome_bonus' AND user_id = ANY($1::uuid[]) GROUP BY user_id`,
        [userIds],
      )
    ).rows;

  beforeAll(async () => {
    port = await freePort();
    natsUrl = `nats://127.0.0.1:${port}`;
    storeDir = mkdtempSync(join(tmpdir(), 'nats-restart-'));
    await startNats();
    backend = await startBackend(
      { ...inject('infra'), natsUrl },
      { label: 'nats_restart', services: ['ledger'] },
    );
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
    server.kill();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('reconnects the gateway and the ledger by themselves and handles every event once, before and after the restart', async () => {
    const before = Array.from({ length: 5 }, () => randomUUID());
    const after = Array.from({ length: 5 }, () => randomUUID());
    for (const userId of before) await confirm(userId);
    await eventually(async () => expect(await welcomeBonuses(before)).toHaveLength(5));
    expect((await graphql(backend.gatewayUrl, PACKS)).errors).toBeUndefined();

    server.kill('SIGTERM');
    await once(server, 'exit');
    // While NATS is away the gateway still answers, in French, within the request timeout.
    const during = await graphql(backend.gatewayUrl, PACKS);
    expect(during.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    await startNats();
    const restartedAt = Date.now();
    for (const userId of after) await confirm(userId);
    await eventually(async () => expect((await graphql(backend.gatewayUrl, PACKS)).errors).toBeUndefined());
    const servedAgainMs = Date.now() - restartedAt;
    await eventually(async () => expect(await welcomeBonuses(after)).toHaveLength(5));

    const all = await welcomeBonuses([...before, ...after]);
    expect(all).toHaveLength(10);
    expect(all.every((row) => Number(row.n) === 1)).toBe(true);
    expect(servedAgainMs).toBeLessThan(10_000);
  }, 60_000);
});

/** Retries `check` until it passes (20 s at most): reconnections take a few seconds. */
async function eventually(check: () => unknown): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
