import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  type OwnNatsServer,
  eventually,
  graphql,
  publishEvent,
  startBackend,
  startNatsServer,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PACKS = '{ creditPacks { id credits } }';

/**
 * NATS restarted under the running apps (issue 21): a NATS server of this test's own, its
 * JetStream kept on disk across the restart as a real one's is. The gateway and the ledger
 * reconnect by themselves, and every welcome bonus event, published before or after the restart,
 * is handled exactly once.
 */
describe('faults: NATS restarted under the running apps', () => {
  let nats: OwnNatsServer;
  let backend: Backend;
  let db: pg.Client;

  const confirm = (userId: string) =>
    publishEvent(nats.url, backend.natsNamespace, IdentityEvents.userConfirmed, { userId, type: 'worker' });
  const welcomeBonuses = async (userIds: string[]) =>
    (
      await db.query<{ user_id: string; n: string }>(
        `SELECT user_id, count(*) AS n FROM ledger.journal_transactions
          WHERE kind = 'welcome_bonus' AND user_id = ANY($1::uuid[]) GROUP BY user_id`,
        [userIds],
      )
    ).rows;

  beforeAll(async () => {
    nats = await startNatsServer();
    backend = await startBackend(
      { ...inject('infra'), natsUrl: nats.url },
      { label: 'nats_restart', services: ['ledger'] },
    );
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await nats.stop();
  });

  it('reconnects the gateway and the ledger by themselves and handles every event once, before and after the restart', async () => {
    const before = Array.from({ length: 5 }, () => randomUUID());
    const after = Array.from({ length: 5 }, () => randomUUID());
    for (const userId of before) await confirm(userId);
    await eventually(async () => expect(await welcomeBonuses(before)).toHaveLength(5));
    expect((await graphql(backend.gatewayUrl, PACKS)).errors).toBeUndefined();

    await nats.halt();
    // While NATS is away the gateway still answers, in French, within the request timeout.
    const during = await graphql(backend.gatewayUrl, PACKS);
    expect(during.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    await nats.start();
    const restartedAt = Date.now();
    for (const userId of after) await confirm(userId);
    await eventually(async () => expect((await graphql(backend.gatewayUrl, PACKS)).errors).toBeUndefined());
    const servedAgainMs = Date.now() - restartedAt;
    await eventually(async () => expect(await welcomeBonuses(after)).toHaveLength(5));

    const all = await welcomeBonuses([...before, ...after]);
    expect(all).toHaveLength(10);
    expect(all.every((row) => Number(row.n) === 1)).toBe(true);
    // A request sent while the clients were still reconnecting may wait out its 10 s timeout.
    expect(servedAgainMs).toBeLessThan(15_000);
  }, 60_000);
});
