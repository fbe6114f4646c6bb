import { randomUUID } from 'node:crypto';
import {
  type Actor,
  LedgerCreditsRpc,
  EVENT_CONSUMERS,
  IdentityEvents,
  type NatsApp,
  eventsStreamName,
  natsInboxPrefix,
  rpcSubject,
  trainingFilesBucket,
} from '@liggeey/contracts';
import {
  EventPublisher,
  NatsRpcClient,
  RpcCallError,
  followEvents,
  lazyObjectStore,
} from '@liggeey/service-kit';
import {
  type AppProcess,
  type OwnNatsServer,
  type TestDatabase,
  createTestDatabase,
  eventually,
  migratedTemplate,
  startApp,
  startNatsWithIdentities,
  testNamespace,
} from '@liggeey/testing';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import pg from 'pg';
import { pino } from 'pino';
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
  let passwords: Record<NatsApp, string>;
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
      inboxPrefix: natsInboxPrefix(app),
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
    ({ nats, passwords } = await startNatsWithIdentities(namespace, 'ledger'));

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

  it("keeps each app's replies to itself: jobs cannot read the gateway's inboxes, nor the shared _INBOX", async () => {
    const gateway = new NatsRpcClient(await as('gateway'), namespace);
    const eavesdropper = await as('jobs');
    const refusals = violations(eavesdropper);
    eavesdropper.subscribe(`${natsInboxPrefix('gateway')}.>`);
    eavesdropper.subscribe('_INBOX.>');
    await eavesdropper.flush();

    await eventually(() => {
      expect(refusals.join('\n')).toContain(
        `Permissions Violation for Subscription to "${natsInboxPrefix('gateway')}.>"`,
      );
      expect(refusals.join('\n')).toContain('Permissions Violation for Subscription to "_INBOX.>"');
    });
    // The gateway's requests are still answered, on its own inboxes.
    const answer = await gateway.request(
      LedgerCreditsRpc.adminTransactions,
      { page: 1, pageSize: 10 },
      { actor: ADMIN, timeoutMs: 2_000 },
    );
    expect(Array.isArray(answer.items)).toBe(true);
  });

  it("keeps JetStream's API to what each app owns: jobs can neither delete the events stream nor take the ledger's consumer", async () => {
    const stream = eventsStreamName(namespace);
    const [ledgerDurable] = EVENT_CONSUMERS.ledger;
    const intruder = await as('jobs');
    const refusals = violations(intruder);
    const manager = await jetstreamManager(intruder);

    await expect(manager.streams.delete(stream)).rejects.toThrow();
    await expect(
      manager.consumers.add(stream, { durable_name: ledgerDurable, ack_policy: AckPolicy.Explicit }),
    ).rejects.toThrow();
    await eventually(() => {
      expect(refusals.join('\n')).toContain(
        `Permissions Violation for Publish to "$JS.API.STREAM.DELETE.${stream}"`,
      );
      expect(refusals.join('\n')).toContain(
        `Permissions Violation for Publish to "$JS.API.CONSUMER.CREATE.${stream}.${ledgerDurable}"`,
      );
    });
    // The stream and the ledger's consumer are still there (the ledger created both at start).
    const ledgerManager = await jetstreamManager(await as('ledger'));
    await expect(ledgerManager.streams.info(stream)).resolves.toBeDefined();
    await expect(ledgerManager.consumers.info(stream, ledgerDurable ?? '')).resolves.toBeDefined();
  });

  it('keeps the training files to the gateway, which puts them, and the assistant, which reads them', async () => {
    const bucket = trainingFilesBucket(namespace);
    await (
      await lazyObjectStore(await as('gateway'), bucket)()
    ).putBlob({ name: 'cv' }, new TextEncoder().encode('Bonjour'));
    const assistantStore = await lazyObjectStore(await as('assistant'), bucket)();
    const read = await assistantStore.getBlob('cv');

    expect(new TextDecoder().decode(read ?? undefined)).toBe('Bonjour');
    await expect(assistantStore.delete('cv')).resolves.toBeDefined();
    await expect(lazyObjectStore(await as('jobs'), bucket)()).rejects.toThrow();
  });

  it("lets an app acknowledge its own consumers' messages only: jobs cannot ack the ledger's", async () => {
    const stream = eventsStreamName(namespace);
    const deletions = EVENT_CONSUMERS.ledger[2] ?? '';
    const intruder = await as('jobs');
    const refusals = violations(intruder);
    const forgedAck = `$JS.ACK.${stream}.${deletions}.1.1.1.0.0`;
    intruder.publish(forgedAck);
    await intruder.flush();
    await eventually(() =>
      expect(refusals.join('\n')).toContain(`Permissions Violation for Publish to "${forgedAck}"`),
    );

    // The ledger acknowledges what it handled, under its own permissions: nothing left pending.
    const ledgerManager = await jetstreamManager(await as('ledger'));
    const before = await ledgerManager.consumers.info(stream, deletions);
    await new EventPublisher(jetstream(await as('identity')), namespace).publish(IdentityEvents.userDeleted, {
      userId: randomUUID(),
    });
    await eventually(async () => {
      const info = await ledgerManager.consumers.info(stream, deletions);
      expect(info.ack_floor.stream_seq).toBeGreaterThan(before.ack_floor.stream_seq);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_redelivered).toBe(0);
    });
  });

  it('lets the gateway follow the events stream with consumers of its own (closed accounts, replays)', async () => {
    const closed: string[] = [];
    const stop = await followEvents({
      connection: await as('gateway'),
      namespace,
      event: IdentityEvents.userDeleted,
      since: new Date(),
      handle: ({ payload }) => closed.push(payload.userId),
      logger: pino({ level: 'silent' }),
    });
    const userId = randomUUID();
    await new EventPublisher(jetstream(await as('identity')), namespace).publish(IdentityEvents.userDeleted, {
      userId,
    });

    await eventually(() => expect(closed).toContain(userId));
    await stop();
  });
});
