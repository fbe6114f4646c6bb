import {
  type Actor,
  type EventEnvelope,
  IdentityEvents,
  LedgerCreditsRpc,
  LedgerPurchasesRpc,
  LedgerEvents,
  type RpcRequest,
  type RpcResponse,
  eventSubject,
} from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import {
  type Backend,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Credits-2026';
const MY_CREDITS = '{ myCredits { balance } }';
const MY_TRANSACTIONS = `query($page: Int, $pageSize: Int) {
  myTransactions(page: $page, pageSize: $pageSize) { id description type amount createdAt }
}`;
const SPEND = `mutation($i: SpendCreditsInput!) { spendCredits(input: $i) { transactionId balance } }`;
const WELCOME = '{ adminSettingsWelcomeBonus { credits } }';
const SET_WELCOME = 'mutation($c: Int!) { setWelcomeBonus(credits: $c) { credits } }';

interface Person {
  actor: Actor;
  headers: Record<string, string>;
}

type SpendOutcome =
  | { ok: true; key: string; result: RpcResponse<typeof LedgerCreditsRpc.spend> }
  | { ok: false; key: string; error: RpcCallError };

describe('credits ledger: double entry, idempotency, GraphQL', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;

  beforeAll(async () => {
    backend = await startBackend(infra, { label: 'credits', services: ['identity', 'ledger'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  async function person(type: Actor['type'] = 'worker'): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { actor: { id, type }, headers: { authorization: `Bearer ${accessToken}` } };
  }

  /** As the payments service would: a service call has no actor. */
  function grant(userId: string, amount: number, idempotencyKey = `grant-${randomUUID()}`) {
    return rpc.request(LedgerCreditsRpc.grant, {
      userId,
      amount,
      idempotencyKey,
      kind: 'purchase',
      description: `Achat : Pack ${amount} crédits`,
    });
  }

  async function spend(
    actor: Actor | null,
    data: RpcRequest<typeof LedgerCreditsRpc.spend>,
  ): Promise<SpendOutcome> {
    try {
      return {
        ok: true,
        key: data.idempotencyKey,
        result: await rpc.request(LedgerCreditsRpc.spend, data, { actor }),
      };
    } catch (error) {
      if (!(error instanceof RpcCallError)) throw error;
      return { ok: false, key: data.idempotencyKey, error };
    }
  }

  async function journalInvariants() {
    const { rows } = await db.query<{
      total: string;
      unbalanced: number;
      drifted: number;
      negative: number;
    }>(`
      SELECT (SELECT coalesce(sum(amount), 0) FROM ledger.entries)::text AS total,
             (SELECT count(*) FROM (SELECT transaction_id FROM ledger.entries GROUP BY transaction_id
                                    HAVING sum(amount) <> 0) u)::int AS unbalanced,
             (SELECT count(*) FROM ledger.accounts a
               WHERE a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM ledger.entries e
                                    WHERE e.account_id = a.id))::int AS drifted,
             (SELECT count(*) FROM ledger.accounts WHERE kind = 'user' AND balance < 0)::int AS negative`);
    return rows[0];
  }

  it('lets exactly 100 of 200 concurrent spends of 10 through from 1,000 credits, duplicates moving nothing', async () => {
    const { actor } = await person();
    await grant(actor.id, 1_000);
    const keys = Array.from(
      { length: 200 },
      (_, i) => `concurrent-${String(i).padStart(3, '0')}-${randomUUID()}`,
    );
    const request = (key: string) =>
      spend(actor, {
        idempotencyKey: key,
        amount: 10,
        description: "Consultation IA 'Voir plus'",
        kind: 'spend',
      });

    // Every key twice, all 400 calls in flight at once.
    const outcomes = await Promise.all([...keys.map(request), ...keys.map(request)]);

    const succeeded = outcomes.filter((o): o is Extract<SpendOutcome, { ok: true }> => o.ok);
    const failed = outcomes.filter((o): o is Extract<SpendOutcome, { ok: false }> => !o.ok);
    const transactions = new Map(succeeded.map((o) => [o.result.transactionId, o.result.balance]));
    expect(transactions.size).toBe(100);
    // Each success left a distinct balance from 990 down to 0: never negative, never twice.
    expect([...transactions.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i * 10),
    );
    // The two calls of a key agree: both the same transaction, or both refused.
    const byKey = Map.groupBy(outcomes, (o) => o.key);
    for (const pair of byKey.values()) {
      expect(pair).toHaveLength(2);
      const [first, second] = pair;
      if (first?.ok && second?.ok) expect(first.result).toEqual(second.result);
      else expect([first?.ok, second?.ok]).toEqual([false, false]);
    }
    expect(failed).toHaveLength(200);
    for (const { error } of failed) {
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('Crédits insuffisants');
      expect(error.details).toEqual({ reason: 'insufficient_credits' });
    }

    expect(await rpc.request(LedgerCreditsRpc.balance, {}, { actor })).toEqual({
      userId: actor.id,
      balance: 0,
    });
    const { rows } = await db.query<{ spends: number; debited: string }>(
      `SELECT count(DISTINCT t.id)::int AS spends, coalesce(sum(e.amount), 0)::text AS debited
         FROM ledger.journal_transactions t
         JOIN ledger.entries e ON e.transaction_id = t.id
         JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
        WHERE t.user_id = $1 AND t.kind = 'spend'`,
      [actor.id],
    );
    expect(rows[0]).toEqual({ spends: 100, debited: '-1000' });
    expect(await journalInvariants()).toEqual({ total: '0', unbalanced: 0, drifted: 0, negative: 0 });
  });

  it('grants once per key and refuses a key reused with other parameters', async () => {
    const { actor } = await person();
    const key = `pack-${randomUUID()}`;

    const first = await grant(actor.id, 500, key);
    const again = await grant(actor.id, 500, key);
    const other = grant(actor.id, 100, key);

    expect(first.balance).toBe(500);
    expect(again).toEqual(first);
    await expect(other).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "Cette opération a déjà été enregistrée avec d'autres paramètres.",
    });
    expect((await rpc.request(LedgerCreditsRpc.balance, { userId: actor.id })).balance).toBe(500);
    // Only services grant: a signed-in person (even an admin) cannot.
    await expect(
      rpc.request(
        LedgerCreditsRpc.grant,
        {
          userId: actor.id,
          amount: 10,
          idempotencyKey: `self-${randomUUID()}`,
          kind: 'grant',
          description: 'x',
        },
        { actor },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('publishes ledger.balance.changed after each movement, with the transaction id as event id', async () => {
    const { actor } = await person();
    const subscription = nats.subscribe(eventSubject(backend.natsNamespace, LedgerEvents.balanceChanged));
    const received: EventEnvelope<unknown>[] = [];
    const collecting = (async () => {
      for await (const message of subscription) {
        const envelope = message.json<EventEnvelope<unknown>>();
        received.push(envelope);
        if (received.length === 2) break;
      }
    })();

    const granted = await grant(actor.id, 25);
    const spent = await spend(actor, {
      idempotencyKey: randomUUID(),
      amount: 5,
      description: 'Achat',
      kind: 'spend',
    });
    await Promise.race([collecting, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    subscription.unsubscribe();

    expect(spent.ok).toBe(true);
    expect(received.map(({ id, payload }) => ({ id, payload }))).toEqual([
      {
        id: granted.transactionId,
        payload: { userId: actor.id, balance: 25, transactionId: granted.transactionId },
      },
      {
        id: spent.ok ? spent.result.transactionId : '',
        payload: { userId: actor.id, balance: 20, transactionId: spent.ok ? spent.result.transactionId : '' },
      },
    ]);
  });

  it('refunds a spend once, under its own key, and only by a service', async () => {
    const { actor } = await person();
    await grant(actor.id, 300);
    const productId = randomUUID();
    const bought = await spend(null, {
      userId: actor.id,
      idempotencyKey: `buy-${randomUUID()}`,
      amount: 200,
      description: `Achat Produit Digital ID: ${productId}`,
      kind: 'spend',
      metadata: { productId },
    });
    if (!bought.ok) throw bought.error;
    expect(bought.result.balance).toBe(100);

    const refundKey = `refund-${randomUUID()}`;
    const refund = () =>
      rpc.request(LedgerCreditsRpc.refund, {
        transactionId: bought.result.transactionId,
        idempotencyKey: refundKey,
      });
    const refunded = await refund();
    expect(refunded.balance).toBe(300);
    expect(await refund()).toEqual(refunded);
    await expect(
      rpc.request(LedgerCreditsRpc.refund, {
        transactionId: bought.result.transactionId,
        idempotencyKey: `refund-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Cette transaction a déjà été remboursée.' });
    await expect(
      rpc.request(LedgerCreditsRpc.refund, {
        transactionId: refunded.transactionId,
        idempotencyKey: `r-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Seule une dépense de crédits peut être remboursée.',
    });
    // A person cannot refund themselves.
    await expect(
      rpc.request(
        LedgerCreditsRpc.refund,
        { transactionId: bought.result.transactionId, idempotencyKey: `r-${randomUUID()}` },
        { actor },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rpc.request(LedgerCreditsRpc.balance, {}, { actor })).balance).toBe(300);
  });

  it('shows balance and history through GraphQL, newest first with the spec types', async () => {
    const me = await person();
    await grant(me.actor.id, 100);

    const spent = await graphql<{ spendCredits: { transactionId: string; balance: number } }>(
      backend.gatewayUrl,
      SPEND,
      {
        headers: me.headers,
        variables: {
          i: { amount: 30, description: "Consultation IA 'Voir plus'", idempotencyKey: randomUUID() },
        },
      },
    );
    const credits = await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, MY_CREDITS, {
      headers: me.headers,
    });
    const history = await graphql<{
      myTransactions: { id: string; description: string; type: string; amount: number; createdAt: string }[];
    }>(backend.gatewayUrl, MY_TRANSACTIONS, { headers: me.headers });
    const secondPage = await graphql<{ myTransactions: { amount: number }[] }>(
      backend.gatewayUrl,
      MY_TRANSACTIONS,
      { headers: me.headers, variables: { page: 2, pageSize: 1 } },
    );

    expect(spent.data?.spendCredits.balance).toBe(70);
    expect(credits.data?.myCredits).toEqual({ balance: 70 });
    expect(
      history.data?.myTransactions.map(({ description, type, amount }) => ({ description, type, amount })),
    ).toEqual([
      { description: "Consultation IA 'Voir plus'", type: 'spend', amount: -30 },
      { description: 'Achat : Pack 100 crédits', type: 'purchase', amount: 100 },
    ]);
    expect(history.data?.myTransactions[0]?.id).toBe(spent.data?.spendCredits.transactionId);
    expect(Number.isNaN(Date.parse(history.data?.myTransactions[0]?.createdAt ?? ''))).toBe(false);
    expect(secondPage.data?.myTransactions.map((t) => t.amount)).toEqual([100]);
  });

  it('answers the spec notices in French for bad input and insufficient credits', async () => {
    const me = await person();
    const attempt = (i: Record<string, unknown>) =>
      graphql(backend.gatewayUrl, SPEND, {
        headers: me.headers,
        variables: { i: { amount: 10, description: 'Achat : Guide', idempotencyKey: randomUUID(), ...i } },
      });

    const [zero, tooMuch, shortKey, blank, poor, visitor] = await Promise.all([
      attempt({ amount: 0 }),
      attempt({ amount: 1_000_001 }),
      attempt({ idempotencyKey: 'abc' }),
      attempt({ description: '   ' }),
      attempt({}),
      graphql(backend.gatewayUrl, SPEND, {
        variables: { i: { amount: 10, description: 'Achat', idempotencyKey: randomUUID() } },
      }),
    ]);

    const amountMessage = 'Le montant doit être un nombre entier de crédits entre 1 et 1 000 000.';
    expect(zero.errors?.[0]).toMatchObject({
      message: amountMessage,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(tooMuch.errors?.[0]?.message).toBe(amountMessage);
    expect(shortKey.errors?.[0]?.message).toBe(
      "La clé d'idempotence doit contenir entre 8 et 100 caractères.",
    );
    expect(blank.errors?.[0]?.message).toBe('Veuillez indiquer la description de la transaction.');
    expect(poor.errors?.[0]).toMatchObject({
      message: 'Crédits insuffisants',
      extensions: { code: 'CONFLICT' },
    });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("keeps a person's balance and purchases private", async () => {
    const owner = await person();
    const other = await person();
    await grant(owner.actor.id, 40);

    await expect(
      rpc.request(LedgerCreditsRpc.balance, { userId: owner.actor.id }, { actor: other.actor }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Vous n'avez pas accès au solde de cet utilisateur.",
    });
    await expect(
      rpc.request(
        LedgerCreditsRpc.hasPurchased,
        { userId: owner.actor.id, productId: 'p' },
        { actor: other.actor },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      rpc.request(LedgerCreditsRpc.balances, { userIds: [owner.actor.id] }, { actor: other.actor }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Spending someone else's credits is refused too.
    const stolen = await spend(other.actor, {
      userId: owner.actor.id,
      idempotencyKey: randomUUID(),
      amount: 10,
      description: 'Achat',
      kind: 'spend',
    });
    expect(stolen.ok ? null : stolen.error.code).toBe('FORBIDDEN');

    const admin = await person('admin');
    expect(
      await rpc.request(
        LedgerCreditsRpc.balances,
        { userIds: [owner.actor.id, other.actor.id] },
        { actor: admin.actor },
      ),
    ).toEqual([
      { userId: owner.actor.id, balance: 40 },
      { userId: other.actor.id, balance: 0 },
    ]);
    const otherHistory = await graphql<{ myTransactions: unknown[] }>(backend.gatewayUrl, MY_TRANSACTIONS, {
      headers: other.headers,
    });
    expect(otherHistory.data?.myTransactions).toEqual([]);
  });

  it('grants the welcome bonus once even when the confirmation is delivered twice', async () => {
    const admin = await person('admin');
    const worker = await person();
    const welcome = await graphql<{ adminSettingsWelcomeBonus: { credits: number } }>(
      backend.gatewayUrl,
      WELCOME,
      {
        headers: admin.headers,
      },
    );
    expect(welcome.data?.adminSettingsWelcomeBonus).toEqual({ credits: 50 });
    const refused = await graphql(backend.gatewayUrl, WELCOME, { headers: worker.headers });
    const invalid = await graphql(backend.gatewayUrl, SET_WELCOME, {
      headers: admin.headers,
      variables: { c: -1 },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Données invalides',
      extensions: { code: 'VALIDATION_FAILED' },
    });

    const confirm = () =>
      publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userConfirmed, {
        userId: worker.actor.id,
        type: 'worker',
      });
    await Promise.all([confirm(), confirm()]);
    const credited = await until(
      () => rpc.request(LedgerCreditsRpc.balance, { userId: worker.actor.id }),
      (b) => b.balance > 0,
    );
    expect(credited.balance).toBe(50);

    // The admin changes the bonus: a late redelivery for the first person still grants nothing more.
    const changed = await graphql<{ setWelcomeBonus: { credits: number } }>(backend.gatewayUrl, SET_WELCOME, {
      headers: admin.headers,
      variables: { c: 20 },
    });
    expect(changed.data?.setWelcomeBonus).toEqual({ credits: 20 });
    const newcomer = await person();
    await confirm();
    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userConfirmed, {
      userId: newcomer.actor.id,
      type: 'worker',
    });
    const newcomerBalance = await until(
      () => rpc.request(LedgerCreditsRpc.balance, { userId: newcomer.actor.id }),
      (b) => b.balance > 0,
    );
    expect(newcomerBalance.balance).toBe(20);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE kind = 'welcome_bonus' AND user_id = $1",
      [worker.actor.id],
    );
    expect(rows[0]?.n).toBe(1);
    expect((await rpc.request(LedgerCreditsRpc.balance, { userId: worker.actor.id })).balance).toBe(50);
  });

  it('keeps the journal append-only and balanced at the database level', async () => {
    const { actor } = await person();
    const { transactionId } = await grant(actor.id, 10);

    await expect(
      db.query('UPDATE ledger.entries SET amount = amount + 1 WHERE transaction_id = $1', [transactionId]),
    ).rejects.toThrow('ne peuvent être ni modifiées ni supprimées (UPDATE)');
    await expect(
      db.query('DELETE FROM ledger.entries WHERE transaction_id = $1', [transactionId]),
    ).rejects.toThrow('ne peuvent être ni modifiées ni supprimées (DELETE)');
    await expect(
      db.query('DELETE FROM ledger.journal_transactions WHERE id = $1', [transactionId]),
    ).rejects.toThrow('ne peuvent être ni modifiées ni supprimées (DELETE)');
    await expect(
      db.query('UPDATE ledger.accounts SET balance = -5 WHERE owner_user_id = $1', [actor.id]),
    ).rejects.toThrow('accounts_user_balance_non_negative');

    // Entries that do not sum to zero are refused when the transaction commits.
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO ledger.journal_transactions (id, idempotency_key, key_scope, kind, description, fingerprint)
       VALUES ($1, $2, 'system', 'grant', 'Déséquilibrée', 'x')`,
      [randomUUID(), `unbalanced-${randomUUID()}`],
    );
    await db.query(
      `INSERT INTO ledger.entries (transaction_id, account_id, amount, balance_after)
       SELECT t.id, a.id, 5, a.balance FROM ledger.journal_transactions t, ledger.accounts a
        WHERE t.description = 'Déséquilibrée' AND a.system_code = 'grants'`,
    );
    await expect(db.query('COMMIT')).rejects.toThrow("n'est pas équilibrée");
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE description = 'Déséquilibrée'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('anonymises a deleted account and keeps the journal balanced', async () => {
    const me = await person();
    await grant(me.actor.id, 280);
    const spent = await spend(me.actor, {
      idempotencyKey: randomUUID(),
      amount: 30,
      description: 'Achat',
      kind: 'spend',
    });
    expect(spent.ok).toBe(true);
    // What the person bought goes with the account.
    const productId = randomUUID();
    await db.query(
      `INSERT INTO ledger.products (id, name, type, credits_price) VALUES ($1, 'Guide', 'digital_product', 200)`,
      [productId],
    );
    await rpc.request(
      LedgerPurchasesRpc.buy,
      { productId, idempotencyKey: randomUUID() },
      { actor: me.actor },
    );

    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userDeleted, {
      userId: me.actor.id,
    });
    const tombstone = await until(
      () =>
        db.query<{ owner_user_id: string | null; closed: boolean; balance: string }>(
          `SELECT a.owner_user_id, a.closed_at IS NOT NULL AS closed, a.balance::text
             FROM ledger.accounts a JOIN ledger.entries e ON e.account_id = a.id
             JOIN ledger.journal_transactions t ON t.id = e.transaction_id
            WHERE t.idempotency_key = $1`,
          [spent.key],
        ),
      (r) => r.rows[0]?.closed === true,
    );

    expect(tombstone.rows[0]).toEqual({ owner_user_id: null, closed: true, balance: '50' });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE user_id = $1',
      [me.actor.id],
    );
    expect(rows[0]?.n).toBe(0);
    const entitlements = await db.query('SELECT 1 FROM ledger.entitlements WHERE user_id = $1', [
      me.actor.id,
    ]);
    expect(entitlements.rowCount).toBe(0);
    expect(await rpc.request(LedgerCreditsRpc.balance, { userId: me.actor.id })).toEqual({
      userId: me.actor.id,
      balance: 0,
    });
    expect(await journalInvariants()).toEqual({ total: '0', unbalanced: 0, drifted: 0, negative: 0 });
  });
});
