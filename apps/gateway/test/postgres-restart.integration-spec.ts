import { randomUUID } from 'node:crypto';
import { LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type Backend,
  type OwnPostgresServer,
  createActiveAccount,
  eventually,
  graphql,
  signInThroughGateway,
  startBackend,
  startPostgresServer,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Coupure-2026!';
const SPEND =
  'mutation($k: String!) { spendCredits(input: { amount: 1, description: "Mise en avant", idempotencyKey: $k }) { balance transactionId } }';
const BALANCE = '{ myCredits { balance } }';

/**
 * Postgres restarted under the running apps (issue 21). The machine's Postgres is shared with
 * other test runs, so this test starts a Postgres of its own (initdb in a temporary directory, on
 * a free port) and restarts that one: a fast shutdown terminates every backend, as a real restart
 * does to the services' pools. While it is down a spend is refused with a French, coded error;
 * once it is back the identity and ledger services serve again by themselves, no restart.
 */
describe('faults: Postgres restarted under the running apps', () => {
  let postgres: OwnPostgresServer;
  let backend: Backend;
  let nats: NatsConnection;
  let headers: Record<string, string>;
  let userId: string;

  const spend = (key: string) =>
    graphql<{ spendCredits: { balance: number } }>(backend.gatewayUrl, SPEND, {
      variables: { k: key },
      headers,
    });
  const balance = async () =>
    (await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, BALANCE, { headers })).data
      ?.myCredits.balance;
  const journal = async (keys: string[]) => {
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ idempotency_key: string }>(
        `SELECT idempotency_key FROM ledger.journal_transactions WHERE idempotency_key = ANY($1::text[])`,
        [keys],
      );
      return rows.map((row) => row.idempotency_key).sort();
    } finally {
      await db.end();
    }
  };

  beforeAll(async () => {
    const infra = inject('infra');
    postgres = await startPostgresServer();
    backend = await startBackend(
      { ...infra, databaseUrl: postgres.url },
      { label: 'postgres_restart', services: ['identity', 'ledger'] },
    );
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const account = await createActiveAccount(db, 'employer', PASSWORD);
    await db.end();
    userId = account.id;
    headers = {
      authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD)).accessToken}`,
    };
    nats = await connect({ servers: infra.natsUrl });
    await new NatsRpcClient(nats, backend.natsNamespace).request(LedgerCreditsRpc.grant, {
      userId,
      amount: 100,
      idempotencyKey: `pack-${randomUUID()}`,
      kind: 'purchase',
      description: 'Achat : Pack 100 crédits',
    });
  }, 120_000);

  afterAll(async () => {
    await nats.close();
    // Up again if a failed test left it down, for the test database to be dropped.
    await postgres.start();
    await backend.stop();
    await postgres.stop();
  });

  it('refuses a spend with a coded French error while Postgres is down and serves again once it is back, without restarting a service', async () => {
    const [first, during, after] = [
      `avant-${randomUUID()}`,
      `pendant-${randomUUID()}`,
      `apres-${randomUUID()}`,
    ];
    expect((await spend(first)).errors).toBeUndefined();
    expect(await balance()).toBe(99);
    const processes = [...backend.services.values(), backend.gateway].map((app) => app.child.pid);

    await postgres.halt();
    const refused = await spend(during);
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(JSON.stringify(refused)).not.toMatch(/at .*\.(ts|js):\d+|Prisma|ECONNREFUSED/);

    await postgres.start();
    const restartedAt = Date.now();
    await eventually(async () => expect((await spend(after)).errors).toBeUndefined(), 15_000);
    const servedAgainMs = Date.now() - restartedAt;

    expect(await balance()).toBe(98);
    expect(await journal([first, during, after])).toEqual([after, first].sort());
    // The same processes: the pools reconnected, nothing was restarted.
    for (const app of [...backend.services.values(), backend.gateway]) {
      expect(app.child.exitCode, app.output()).toBeNull();
    }
    expect([...backend.services.values(), backend.gateway].map((app) => app.child.pid)).toEqual(processes);
    expect(servedAgainMs).toBeLessThan(5_000);
  }, 60_000);
});
