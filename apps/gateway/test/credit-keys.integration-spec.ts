import {
  type Actor,
  CREDITS_KEY_TAKEN_REASON,
  IdentityEvents,
  LedgerCreditsRpc,
  rpcSubject,
} from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import {
  type Backend,
  type PaymentSandbox,
  completeCheckout,
  confirmationInput,
  createActiveAccount,
  createRegisteredAccount,
  freePort,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  startPaymentSandbox,
  until,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Cle-2026';
const PACK = { id: randomUUID(), name: 'Pack 250 crédits', price: 2_500, credits: 250 };
const WELCOME_BONUS = 50;

const START = `mutation($p: ID!) { startCreditPurchase(packId: $p) { link txRef } }`;
const CONFIRM = `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { status } }`;
const SPEND = `mutation($i: SpendCreditsInput!) { spendCredits(input: $i) { transactionId balance } }`;
const MY_CREDITS = '{ myCredits { balance } }';
const REPAIR = 'mutation { adminCreditStuckPayments { examined credited remaining { txRef reason } } }';
const ADMIN_PAYMENTS = `{ adminPayments(pageSize: 100) { items { txRef status credited reviewReason } } }`;

interface Person {
  actor: Actor;
  headers: Record<string, string>;
}

interface Repair {
  examined: number;
  credited: number;
  remaining: { txRef: string; reason: string }[];
}

function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/**
 * Issue 13: idempotency keys belong to their owner and origin. A member's key lives in that
 * member's namespace, the services' keys (payments, welcome bonus, refunds, boosts) in one that no
 * member's request reaches; a system key found taken holds the payment for an operator, and the
 * repair credits paid payments left without credits, once.
 */
describe('idempotency keys no member can take', () => {
  const infra = inject('infra');
  let sandbox: PaymentSandbox;
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;
  let admin: Person;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    sandbox = await startPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${gatewayPort}/payments/webhook`,
      redirectUrl: 'http://127.0.0.1:5173/payment-confirmation',
    });
    backend = await startBackend(infra, {
      label: 'creditkeys',
      gatewayPort,
      services: ['identity', 'profiles', 'ledger', 'payments'],
      // Settlements happen when this file asks for them (return page, repair), never behind it.
      env: { ...sandbox.paymentsEnv, RECONCILE_EVERY_MS: '3600000' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await db.query(
      `INSERT INTO ledger.products (id, name, description, type, credits_price, features)
       VALUES ($1, $2, 'Pack de test', 'credit_pack', $3, ARRAY[$4])`,
      [PACK.id, PACK.name, PACK.price, String(PACK.credits)],
    );
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
    admin = await person('admin');
  }, 180_000);

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
    await sandbox.stop();
  });

  async function person(type: Actor['type'] = 'worker'): Promise<Person> {
    const { id, email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      {
        type,
        fullName: `Modou Faye ${type}`,
        profession: type === 'worker' ? 'Maçon' : null,
        password: PASSWORD,
      },
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { actor: { id, type }, headers: { authorization: `Bearer ${accessToken}` } };
  }

  /** As the payments service would: a service call has no actor. */
  function grant(userId: string, amount: number, idempotencyKey = `grant-${randomUUID()}`) {
    return rpc.request(LedgerCreditsRpc.grant, {
      userId,
      amount,
      idempotencyKey,
      kind: 'grant',
      description: 'Geste commercial',
    });
  }

  function spend(who: Person, idempotencyKey: string, amount = 1, description = 'Consultation') {
    return graphql<{ spendCredits: { transactionId: string; balance: number } }>(backend.gatewayUrl, SPEND, {
      variables: { i: { amount, description, idempotencyKey } },
      headers: who.headers,
    });
  }

  async function balance(who: Person): Promise<number> {
    const result = await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, MY_CREDITS, {
      headers: who.headers,
    });
    expect(result.errors).toBeUndefined();
    return present(result.data).myCredits.balance;
  }

  /** A checkout paid on the sandbox without a webhook: the return address is all that is known. */
  async function payPack(
    buyer: Person,
  ): Promise<{ txRef: string; transactionId: number; returnUrl: string }> {
    const started = await graphql<{ startCreditPurchase: { link: string; txRef: string } }>(
      backend.gatewayUrl,
      START,
      { variables: { p: PACK.id }, headers: buyer.headers },
    );
    expect(started.errors).toBeUndefined();
    const { link, txRef } = present(started.data).startCreditPurchase;
    const checkoutId = present(new URL(link).pathname.split('/').pop());
    const { transaction, redirectUrl } = await completeCheckout(sandbox, checkoutId, { webhook: false });
    return { txRef, transactionId: transaction.id, returnUrl: redirectUrl };
  }

  /** What /payment-confirmation does with the return address. */
  async function confirm(buyer: Person, returnUrl: string): Promise<string> {
    const result = await graphql<{ confirmPayment: { status: string } }>(backend.gatewayUrl, CONFIRM, {
      variables: { i: confirmationInput(returnUrl) },
      headers: buyer.headers,
    });
    expect(result.errors).toBeUndefined();
    return present(result.data).confirmPayment.status;
  }

  async function systemMovements(userId: string, kind: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE user_id = $1 AND kind = $2 AND key_scope = 'system'",
      [userId, kind],
    );
    return present(rows[0]).n;
  }

  async function repair(): Promise<Repair> {
    const result = await graphql<{ adminCreditStuckPayments: Repair }>(backend.gatewayUrl, REPAIR, {
      headers: admin.headers,
    });
    expect(result.errors).toBeUndefined();
    return present(result.data).adminCreditStuckPayments;
  }

  it("ends the squatting journey with the victim's payment, welcome bonus and refund each granted once", async () => {
    const squatter = await person();
    await grant(squatter.actor.id, 20);
    // The sandbox's ids are sequential, as the provider's increase: the next payments are predictable.
    const probe = await payPack(squatter);
    const next = [1, 2, 3].map((step) => `flutterwave-${probe.transactionId + step}`);
    // Registered, not confirmed yet: its welcome bonus is still to come.
    const { id: newcomerId } = await createActiveAccount(db, 'worker', PASSWORD);
    const victim = await person();
    await grant(victim.actor.id, 30);
    const victimSpend = await spend(victim, randomUUID(), 10, 'Mise en avant');
    const spentTransaction = present(victimSpend.data).spendCredits.transactionId;

    for (const key of [...next, `welcome-${newcomerId}`, `refund:${spentTransaction}`]) {
      const squat = await spend(squatter, key);
      expect(squat.errors).toBeUndefined();
    }
    expect(await balance(squatter)).toBe(15);

    const paid = await payPack(victim);
    expect(next).toContain(`flutterwave-${paid.transactionId}`);
    expect(await confirm(victim, paid.returnUrl)).toBe('successful');
    expect(await confirm(victim, paid.returnUrl)).toBe('successful');
    expect(await balance(victim)).toBe(20 + PACK.credits);
    expect(await systemMovements(victim.actor.id, 'purchase')).toBe(1);

    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userConfirmed, {
      userId: newcomerId,
      type: 'worker',
    });
    await until(
      () => systemMovements(newcomerId, 'welcome_bonus'),
      (count) => count === 1,
    );
    const { balance: newcomerBalance } = await rpc.request(LedgerCreditsRpc.balance, { userId: newcomerId });
    expect(newcomerBalance).toBe(WELCOME_BONUS);

    const refund = { transactionId: spentTransaction, idempotencyKey: `refund:${spentTransaction}` };
    await rpc.request(LedgerCreditsRpc.refund, refund);
    await rpc.request(LedgerCreditsRpc.refund, refund);
    expect(await balance(victim)).toBe(30 + PACK.credits);
    // The squatter's own spends stand, in its own namespace.
    expect(await balance(squatter)).toBe(15);
  });

  it('keeps two members with the same key apart, each replaying its own first result', async () => {
    const first = await person('employer');
    const second = await person('employer');
    await grant(first.actor.id, 10);
    await grant(second.actor.id, 10);
    const key = `cle-commune-${randomUUID()}`;

    const a = await spend(first, key, 3);
    const b = await spend(second, key, 4);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(present(a.data).spendCredits.balance).toBe(7);
    expect(present(b.data).spendCredits.balance).toBe(6);
    expect(present(a.data).spendCredits.transactionId).not.toBe(present(b.data).spendCredits.transactionId);

    // Both at once, then again: each member's first result, spent once.
    const [replayA, replayB] = await Promise.all([spend(first, key, 3), spend(second, key, 4)]);
    expect(replayA.data).toEqual(a.data);
    expect(replayB.data).toEqual(b.data);
    const other = await spend(first, key, 5);
    expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(other.errors?.[0]?.message).toBe(
      "Cette opération a déjà été enregistrée avec d'autres paramètres.",
    );
    expect(await balance(first)).toBe(7);
    expect(await balance(second)).toBe(6);
  });

  it('holds a payment whose system key is taken for an operator instead of retrying it', async () => {
    const buyer = await person();
    const probe = await payPack(buyer);
    // What only a fault could do now: another movement under the next payment's system key.
    await grant((await person()).actor.id, 1, `flutterwave-${probe.transactionId + 1}`);
    const grants: string[] = [];
    const subscription = nats.subscribe(rpcSubject(backend.natsNamespace, LedgerCreditsRpc.grant.subject));
    void (async () => {
      for await (const message of subscription) {
        const packet = message.json<{ data: { data: { idempotencyKey: string } } }>();
        grants.push(packet.data.data.idempotencyKey);
      }
    })();

    try {
      const paid = await payPack(buyer);
      expect(paid.transactionId).toBe(probe.transactionId + 1);
      expect(await confirm(buyer, paid.returnUrl)).toBe('pending');
      expect(await confirm(buyer, paid.returnUrl)).toBe('pending');
      expect(await confirm(buyer, paid.returnUrl)).toBe('pending');
      await nats.flush();
      expect(grants.filter((key) => key === `flutterwave-${paid.transactionId}`)).toHaveLength(1);

      const payments = await graphql<{
        adminPayments: {
          items: { txRef: string; status: string; credited: boolean; reviewReason: string | null }[];
        };
      }>(backend.gatewayUrl, ADMIN_PAYMENTS, { headers: admin.headers });
      expect(present(payments.data).adminPayments.items.find((item) => item.txRef === paid.txRef)).toEqual({
        txRef: paid.txRef,
        status: 'successful',
        credited: false,
        reviewReason: CREDITS_KEY_TAKEN_REASON,
      });

      // The repair reports it rather than pretending: the key is still taken.
      const report = await repair();
      expect(report.remaining).toContainEqual({ txRef: paid.txRef, reason: CREDITS_KEY_TAKEN_REASON });
      expect(await balance(buyer)).toBe(0);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('credits paid payments left without credits once, and a second run changes nothing', async () => {
    const first = await person();
    const second = await person();
    // As the old code left them: paid, the grant refused because a member had taken its key.
    const stuck = [
      { buyer: first, txRef: `LGY-${randomUUID()}`, providerId: `${Date.now()}1` },
      { buyer: second, txRef: `LGY-${randomUUID()}`, providerId: `${Date.now()}2` },
    ];
    for (const { buyer, txRef, providerId } of stuck) {
      await db.query(
        `INSERT INTO payments.payment_intents
           (id, user_id, tx_ref, product_id, amount, credits, status, provider_transaction_id, paid_amount, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'successful', $7, $5, now())`,
        [randomUUID(), buyer.actor.id, txRef, PACK.id, PACK.price, PACK.credits, providerId],
      );
    }
    // The member's own spend under the payment's old key no longer stands in the way.
    await grant(second.actor.id, 5);
    expect((await spend(second, `flutterwave-${present(stuck[1]).providerId}`)).errors).toBeUndefined();

    const firstRun = await repair();
    expect(firstRun.credited).toBe(2);
    expect(firstRun.remaining.filter((item) => stuck.some((s) => s.txRef === item.txRef))).toEqual([]);
    expect(await balance(first)).toBe(PACK.credits);
    expect(await balance(second)).toBe(4 + PACK.credits);

    const secondRun = await repair();
    expect(secondRun.credited).toBe(0);
    expect(await balance(first)).toBe(PACK.credits);
    expect(await balance(second)).toBe(4 + PACK.credits);
    expect(await systemMovements(first.actor.id, 'purchase')).toBe(1);
    expect(await systemMovements(second.actor.id, 'purchase')).toBe(1);
    const { rows } = await db.query<{ credited: boolean }>(
      'SELECT credited_at IS NOT NULL AS credited FROM payments.payment_intents WHERE tx_ref = ANY($1)',
      [stuck.map((s) => s.txRef)],
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.credited)).toBe(true);
  });

  it("refuses over NATS whatever the ledger's caller table does not allow, changing nothing", async () => {
    const member = await person();
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RpcCallError);
      return (error as RpcCallError).code;
    };

    const gift = { userId: member.actor.id, amount: 7, kind: 'grant', description: 'Cadeau' } as const;
    const grantAs = (actor: Actor) =>
      rpc.request(LedgerCreditsRpc.grant, { ...gift, idempotencyKey: randomUUID() }, { actor });

    expect(await refusal(grantAs(member.actor))).toBe('FORBIDDEN');
    expect(await refusal(grantAs(admin.actor))).toBe('FORBIDDEN');
    const history = rpc.request(LedgerCreditsRpc.history, { page: 1, pageSize: 20 });
    expect(await refusal(history)).toBe('UNAUTHENTICATED');
    const journal = rpc.request(
      LedgerCreditsRpc.adminTransactions,
      { page: 1, pageSize: 20 },
      { actor: member.actor },
    );
    expect(await refusal(journal)).toBe('FORBIDDEN');
    expect(await balance(member)).toBe(0);
  });
});
