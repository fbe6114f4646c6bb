import { randomUUID } from 'node:crypto';
import {
  type Actor,
  LedgerCreditsRpc,
  NATS_APPS,
  type NatsApp,
  natsAuthorizationFile,
  natsPasswordVariable,
  newNatsPassword,
  rpcSubject,
} from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import {
  type AppProcess,
  type OwnNatsServer,
  type TestDatabase,
  createTestDatabase,
  eventually,
  migratedTemplate,
  startApp,
  startNatsServer,
  testNamespace,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ADMIN: Actor = { id: randomUUID(), type: 'admin' };

/**
 * NATS as a trust boundary (issue 18): a NATS server of its own, configured with the apps'
 * identities and permissions as the deployments are (`natsAuthorizationFile`), the ledger connected as `ledger`, and bare
 * clients standing for whoever reaches the network: without credentials, with another app's, and
 * with the apps' own as the positive controls.
 */
describe('NATS as a trust boundary: per-app identities and subject permissions', () => {
  const namespace = testNamespace();
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, newNatsPassword()])) as Record<
    NatsApp,
    string
  >;
  const clients: NatsConnection[] = [];
  let nats: OwnNatsServer;
  let database: TestDatabase;
  let ledger: AppProcess;
  let db: pg.Client;

  const as = async (app: NatsApp) => {
    const connection = await connect({
      servers: nats.url,
      user: app,
      pass: passwords[app],
      noAsyncTraces: true,
    });
    clients.push(connection);
    return connection;
  };
  /** The server's refusals reported to this connection (`Permissions Violation for …`). */
  const violations = (connection: NatsConnection) => {
    const seen: string[] = [];
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'error') seen.push(String(status.error));
      }
    })();
    return seen;
  };
  const grant = (connection: NatsConnection, userId: string, key: string) =>
    new NatsRpcClient(connection, namespace).request(
      LedgerCreditsRpc.grant,
      { userId, amount: 7, description: 'Crédits', idempotencyKey: key, kind: 'grant' },
      { timeoutMs: 2_000 },
    );
  const movements = async (key: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM ledger.journal_transactions WHERE idempotency_key = $1',
          [key],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    const infra = inject('infra');
    // The deployments' own file (passwords read from the server's environment, as from a Secret).
    nats = await startNatsServer({
      config: natsAuthorizationFile(namespace),
      env: Object.fromEntries(NATS_APPS.map((app) => [natsPasswordVariable(app), passwords[app]])),
      connectAs: { user: 'ledger', pass: passwords.ledger },
    });

    database = await createTestDatabase(
      infra.databaseUrl,
      'nats_trust',
      await migratedTemplate(infra.databaseUrl),
    );
    ledger = await startApp('ledger', {
      env: {
        NATS_NAMESPACE: namespace,
        NATS_URL: nats.url,
        NATS_USER: 'ledger',
        NATS_PASSWORD: passwords.ledger,
        DATABASE_URL: database.url,
        REDIS_URL: infra.redisUrl,
        SHUTDOWN_GRACE_MS: '200',
      },
    });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await db.end();
    await ledger.stop();
    await database.drop();
    await nats.stop();
  });

  it('refuses a connection without credentials, or with a wrong password', async () => {
    await expect(connect({ servers: nats.url })).rejects.toThrow(/Authorization Violation/i);
    await expect(connect({ servers: nats.url, user: 'ledger', pass: 'devine' })).rejects.toThrow(
      /Authorization Violation/i,
    );
  });

  it('lets payments mint credits, and no other app — the gateway included — even with a null actor', async () => {
    const member = randomUUID();
    await expect(grant(await as('payments'), member, 'paiement-1')).resolves.toMatchObject({ balance: 7 });

    for (const app of ['gateway', 'feed', 'identity', 'messaging'] as const) {
      const connection = await as(app);
      const refusals = violations(connection);
      const key = `usurpation-${app}`;
      const answer = await grant(connection, member, key).catch((error: unknown) => error);

      expect(answer).toBeInstanceOf(RpcCallError);
      expect((answer as RpcCallError).code).toBe('SERVICE_UNAVAILABLE');
      await eventually(() => {
        expect(refusals.join('\n')).toMatch(
          /Permissions Violation for Publish to "[^"]*ledger\.credits\.grant"/,
        );
      });
      expect(await movements(key)).toBe(0);
    }
    expect(await movements('paiement-1')).toBe(1);
  });

  it("keeps the admins' transactions to requests sent by the gateway: a forged admin actor from another app reaches nothing", async () => {
    const query = { page: 1, pageSize: 10 };
    const subject = rpcSubject(namespace, LedgerCreditsRpc.adminTransactions.subject);

    const fromGateway = await new NatsRpcClient(await as('gateway'), namespace).request(
      LedgerCreditsRpc.adminTransactions,
      query,
      { actor: ADMIN, timeoutMs: 2_000 },
    );
    expect(fromGateway.items.length).toBeGreaterThanOrEqual(1);

    const impostor = await as('assistant');
    const refusals = violations(impostor);
    const forged = await new NatsRpcClient(impostor, namespace)
      .request(LedgerCreditsRpc.adminTransactions, query, { actor: ADMIN, timeoutMs: 2_000 })
      .catch((error: unknown) => error);

    expect(forged).toBeInstanceOf(RpcCallError);
    await eventually(() =>
      expect(refusals.join('\n')).toContain(`Permissions Violation for Publish to "${subject}"`),
    );
  });

  it("lets no app but the ledger take the ledger's requests (an impostor cannot answer them)", async () => {
    const impostor = await as('feed');
    const refusals = violations(impostor);
    impostor.subscribe(`${namespace}.rpc.ledger.>`, { queue: 'ledger' });
    await impostor.flush();

    await eventually(() =>
      expect(refusals.join('\n')).toMatch(/Permissions Violation for Subscription to "[^"]*rpc\.ledger\.>"/),
    );
  });
});
