import {
  type Actor,
  FLUTTERWAVE_HASH_HEADER,
  IdentityEvents,
  PaymentsRpc,
  type RpcResponse,
} from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import {
  type Backend,
  type CheckoutCompletion,
  type PaymentSandbox,
  completeCheckout,
  confirmationInput,
  createActiveAccount,
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

const PASSWORD = 'Thies-Paiement-2026';
const PACK = { id: randomUUID(), name: 'Pack 250 crédits', price: 2_500, credits: 250 };
const REDIRECT_URL = 'http://127.0.0.1:5173/payment-confirmation';

const START = `mutation($p: ID!) { startCreditPurchase(packId: $p) { link txRef } }`;
const CONFIRM = `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { txRef status credits } }`;
const MY_CREDITS = '{ myCredits { balance } }';
const ADMIN_PAYMENTS = `query($page: Int, $pageSize: Int, $q: String) {
  adminPayments(page: $page, pageSize: $pageSize, q: $q) {
    total items { txRef userId fullName email amount paidAmount credits status credited reviewReason createdAt }
  }
}`;
const ADMIN_TRANSACTIONS = `query($page: Int, $pageSize: Int, $q: String) {
  adminTransactions(page: $page, pageSize: $pageSize, q: $q) {
    total page pageSize items { id userId fullName email description type amount createdAt }
  }
}`;

/** The value, or a failed test saying what was missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

interface Person {
  actor: Actor;
  email: string;
  fullName: string;
  headers: Record<string, string>;
}

/**
 * Issue 6 through the real chain: gateway → payments → the payment sandbox (the provider's
 * stand-in, same API) → ledger. Nothing the browser or a webhook says is believed: every outcome
 * comes from the provider's verification, and credits are granted exactly once.
 */
describe('credit purchase with the payment provider', () => {
  const infra = inject('infra');
  let sandbox: PaymentSandbox;
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    sandbox = await startPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${gatewayPort}/payments/webhook`,
      redirectUrl: REDIRECT_URL,
    });
    backend = await startBackend(infra, {
      label: 'payments',
      gatewayPort,
      services: ['identity', 'profiles', 'ledger', 'payments'],
      // A short reconciliation delay so its test does not wait ten minutes; it runs beside the
      // other tests too, which must hold whoever settles first.
      env: { ...sandbox.paymentsEnv, RECONCILE_AFTER_MS: '4000', RECONCILE_EVERY_MS: '1000' },
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
  }, 180_000);

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
    await sandbox.stop();
  });

  async function person(type: Actor['type'] = 'worker'): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    const fullName = `Awa Diop ${id.slice(0, 4)}`;
    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName,
      type,
      profession: type === 'worker' ? 'Couturier' : null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
    });
    await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [id]),
      (result) => result.rowCount === 1,
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { actor: { id, type }, email, fullName, headers: { authorization: `Bearer ${accessToken}` } };
  }

  async function start(buyer: Person): Promise<{ link: string; txRef: string; checkoutId: string }> {
    const result = await graphql<{ startCreditPurchase: { link: string; txRef: string } }>(
      backend.gatewayUrl,
      START,
      { variables: { p: PACK.id }, headers: buyer.headers },
    );
    expect(result.errors).toBeUndefined();
    const { link, txRef } = present(result.data).startCreditPurchase;
    return { link, txRef, checkoutId: present(new URL(link).pathname.split('/').pop()) };
  }

  /** Pays the checkout as a test may: another outcome, amount or currency, with or without webhook. */
  function pay(checkoutId: string, completion: CheckoutCompletion = {}) {
    return completeCheckout(sandbox, checkoutId, completion);
  }

  /** What /payment-confirmation does with the return address's query parameters. */
  async function confirm(buyer: Person, returnUrl: string) {
    const result = await graphql<{ confirmPayment: { txRef: string; status: string; credits: number } }>(
      backend.gatewayUrl,
      CONFIRM,
      { variables: { i: confirmationInput(returnUrl) }, headers: buyer.headers },
    );
    expect(result.errors).toBeUndefined();
    return present(result.data).confirmPayment;
  }

  function webhook(body: unknown, hash = sandbox.webhookHash) {
    return fetch(`${backend.gatewayUrl}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FLUTTERWAVE_HASH_HEADER]: hash },
      body: JSON.stringify(body),
    });
  }

  async function balance(buyer: Person): Promise<number> {
    const result = await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, MY_CREDITS, {
      headers: buyer.headers,
    });
    return present(result.data).myCredits.balance;
  }

  async function intent(txRef: string) {
    const { rows } = await db.query<{
      status: string;
      credited_at: Date | null;
      review_reason: string | null;
      amount: number;
      user_id: string;
    }>(
      'SELECT status, credited_at, review_reason, amount, user_id FROM payments.payment_intents WHERE tx_ref = $1',
      [txRef],
    );
    return rows[0];
  }

  async function grants(userId: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.journal_transactions WHERE user_id = $1 AND kind = 'purchase'",
      [userId],
    );
    return present(rows[0]).n;
  }

  it('creates an intent at the pack price and a hosted checkout in French, card and mobile money', async () => {
    const buyer = await person();
    const { link, txRef } = await start(buyer);
    expect(link.startsWith(`${sandbox.url}/checkout/`)).toBe(true);
    expect(await intent(txRef)).toMatchObject({
      status: 'pending',
      amount: PACK.price,
      user_id: buyer.actor.id,
    });

    const page = await (await fetch(link)).text();
    expect(page).toContain('Montant : 2 500 F CFA');
    expect(page).toContain('Payer par carte');
    expect(page).toContain('Payer par mobile money');
    expect(page).toContain('Annuler');
    expect(page).toContain(buyer.fullName);
  });

  it('refuses an unknown pack and a visitor, creating nothing', async () => {
    const buyer = await person();
    const unknown = await graphql(backend.gatewayUrl, START, {
      variables: { p: randomUUID() },
      headers: buyer.headers,
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await graphql(backend.gatewayUrl, START, { variables: { p: PACK.id } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { rows } = await db.query('SELECT 1 FROM payments.payment_intents WHERE user_id = $1', [
      buyer.actor.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('pays through the checkout form and credits the pack on the return page', async () => {
    const buyer = await person();
    const { link, txRef } = await start(buyer);
    const paid = await fetch(`${link}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_type=mobilemoneyfranco',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const returnUrl = present(paid.headers.get('location'));
    expect(returnUrl.startsWith(REDIRECT_URL)).toBe(true);

    expect(await confirm(buyer, returnUrl)).toEqual({ txRef, status: 'successful', credits: PACK.credits });
    expect(await balance(buyer)).toBe(PACK.credits);
  });

  it('credits once when the redirect, the webhook and 5 webhook replays arrive together', async () => {
    const buyer = await person();
    const { txRef, checkoutId } = await start(buyer);
    // The sandbox sends its own webhook as it completes; the return page and 5 replays race it.
    const { transaction, redirectUrl } = await pay(checkoutId, { webhook: true });
    const body = { event: 'charge.completed', data: transaction };
    const [confirmed, ...replays] = await Promise.all([
      confirm(buyer, redirectUrl),
      ...Array.from({ length: 5 }, () => webhook(body)),
    ]);
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(confirmed.status).toBe('successful');

    // Later replays and confirmations move nothing either.
    await Promise.all([webhook(body), confirm(buyer, redirectUrl)]);
    expect(await balance(buyer)).toBe(PACK.credits);
    expect(await grants(buyer.actor.id)).toBe(1);
    const { rows } = await db.query('SELECT 1 FROM ledger.journal_transactions WHERE idempotency_key = $1', [
      `flutterwave-${transaction.id}`,
    ]);
    expect(rows).toHaveLength(1);
    expect((await intent(txRef))?.credited_at).not.toBeNull();
  });

  it('grants nothing when the return address claims a success the provider did not see', async () => {
    const buyer = await person();
    const { txRef, checkoutId } = await start(buyer);
    const { transaction, redirectUrl } = await pay(checkoutId, { status: 'failed', webhook: false });
    const tampered = new URL(redirectUrl);
    tampered.searchParams.set('status', 'successful');
    expect(await confirm(buyer, tampered.toString())).toMatchObject({ txRef, status: 'failed' });

    // Nor does a well-signed webhook whose body says "successful": the provider is asked.
    const forged = await webhook({
      event: 'charge.completed',
      data: { ...transaction, status: 'successful' },
    });
    expect(forged.status).toBe(200);
    expect(await balance(buyer)).toBe(0);
    expect(await grants(buyer.actor.id)).toBe(0);
  });

  it("grants nothing for another payment's transaction id put in the return address", async () => {
    const other = await person();
    const { checkoutId: otherCheckout } = await start(other);
    const { transaction: otherPaid } = await pay(otherCheckout, { webhook: false });

    const buyer = await person();
    const { txRef } = await start(buyer);
    const forged = new URL(REDIRECT_URL);
    forged.search = new URLSearchParams({
      status: 'successful',
      tx_ref: txRef,
      transaction_id: String(otherPaid.id),
    }).toString();
    expect((await confirm(buyer, forged.toString())).status).toBe('pending');
    expect(await balance(buyer)).toBe(0);
  });

  it.each([
    ['a smaller amount', { amount: PACK.price - 1 }, /Montant reçu 2499 F CFA, attendu 2500 F CFA/],
    ['another currency', { currency: 'EUR' }, /Devise reçue EUR, attendue XOF/],
  ])('flags a payment of %s for review and grants nothing', async (_label, distortion, reason) => {
    const buyer = await person();
    const { txRef, checkoutId } = await start(buyer);
    const { redirectUrl } = await pay(checkoutId, { ...distortion, webhook: true });
    expect((await confirm(buyer, redirectUrl)).status).toBe('flagged');
    const flagged = await intent(txRef);
    expect(flagged).toMatchObject({ status: 'flagged', credited_at: null });
    expect(flagged?.review_reason).toMatch(reason);
    expect(await balance(buyer)).toBe(0);
  });

  it('rejects a webhook with a wrong or missing hash, settling nothing', async () => {
    const buyer = await person();
    const { txRef, checkoutId } = await start(buyer);
    const { transaction } = await pay(checkoutId, { webhook: false });
    const body = { event: 'charge.completed', data: transaction };

    const wrong = await webhook(body, `${sandbox.webhookHash}x`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const missing = await fetch(`${backend.gatewayUrl}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(missing.status).toBe(401);
    expect((await intent(txRef))?.status).toBe('pending');
    expect(await balance(buyer)).toBe(0);
  });

  it('reports a cancelled checkout as such and grants nothing', async () => {
    const buyer = await person();
    const { link, txRef } = await start(buyer);
    const cancelled = await fetch(`${link}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    const returnUrl = present(cancelled.headers.get('location'));
    expect(new URL(returnUrl).searchParams.get('status')).toBe('cancelled');
    expect(await confirm(buyer, returnUrl)).toMatchObject({ txRef, status: 'cancelled' });
    expect(await balance(buyer)).toBe(0);
  });

  it("answers someone else's payment as not found", async () => {
    const owner = await person();
    const { txRef } = await start(owner);
    const stranger = await person();
    const result = await graphql(backend.gatewayUrl, CONFIRM, {
      variables: { i: { txRef } },
      headers: stranger.headers,
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Paiement introuvable.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('reconciles a paid intent whose return and webhook never came', async () => {
    const buyer = await person();
    const { txRef, checkoutId } = await start(buyer);
    await pay(checkoutId, { webhook: false });
    const credited = await until(
      () => balance(buyer),
      (value) => value === PACK.credits,
      30_000,
    );
    expect(credited).toBe(PACK.credits);
    expect(await intent(txRef)).toMatchObject({ status: 'successful' });
    expect(await grants(buyer.actor.id)).toBe(1);
  });

  it('reconciles a checkout left as cancelled that was paid after all', async () => {
    const buyer = await person();
    const { link, txRef, checkoutId } = await start(buyer);
    const cancelled = await fetch(`${link}/cancel`, { method: 'POST', redirect: 'manual' });
    expect((await confirm(buyer, present(cancelled.headers.get('location')))).status).toBe('cancelled');
    await pay(checkoutId, { webhook: false });
    expect(
      await until(
        () => balance(buyer),
        (value) => value === PACK.credits,
        30_000,
      ),
    ).toBe(PACK.credits);
    expect((await intent(txRef))?.status).toBe('successful');
  });

  it('closes a checkout nobody paid within a day', async () => {
    const buyer = await person();
    const { txRef } = await start(buyer);
    await db.query(
      "UPDATE payments.payment_intents SET created_at = now() - interval '25 hours', updated_at = now() - interval '1 hour' WHERE tx_ref = $1",
      [txRef],
    );
    const closed = await until(
      () => intent(txRef),
      (row) => row?.status === 'cancelled',
      30_000,
    );
    expect(closed?.status).toBe('cancelled');
    expect(await balance(buyer)).toBe(0);
  });

  it('gives admins the revenue in F CFA and the journal with names and e-mails, and no one else', async () => {
    const buyer = await person();
    const { checkoutId, txRef } = await start(buyer);
    const { redirectUrl } = await pay(checkoutId, { webhook: false });
    await confirm(buyer, redirectUrl);
    const admin = await person('admin');

    const revenue: RpcResponse<typeof PaymentsRpc.revenue> = await rpc.request(
      PaymentsRpc.revenue,
      {},
      { actor: admin.actor },
    );
    const { rows } = await db.query<{ total: number; n: number }>(
      "SELECT coalesce(sum(paid_amount), 0)::int AS total, count(*)::int AS n FROM payments.payment_intents WHERE status = 'successful'",
    );
    const settled = present(rows[0]);
    expect(revenue).toEqual({ totalXof: settled.total, payments: settled.n });
    expect(revenue.totalXof).toBeGreaterThanOrEqual(PACK.price);
    await expect(rpc.request(PaymentsRpc.revenue, {}, { actor: buyer.actor })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    } satisfies Partial<RpcCallError>);

    const page = await graphql<{
      adminTransactions: {
        total: number;
        items: {
          userId: string;
          fullName: string;
          email: string;
          amount: number;
          type: string;
          createdAt: string;
        }[];
      };
    }>(backend.gatewayUrl, ADMIN_TRANSACTIONS, {
      variables: { page: 1, pageSize: 100 },
      headers: admin.headers,
    });
    expect(page.errors).toBeUndefined();
    const { items, total } = present(page.data).adminTransactions;
    expect(total).toBeGreaterThanOrEqual(items.length);
    expect(items.find((item) => item.userId === buyer.actor.id)).toMatchObject({
      fullName: buyer.fullName,
      email: buyer.email,
      amount: PACK.credits,
      type: 'purchase',
    });
    expect((await intent(txRef))?.status).toBe('successful');

    const refused = await graphql(backend.gatewayUrl, ADMIN_TRANSACTIONS, { headers: buyer.headers });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const payments = await graphql<{
      adminPayments: {
        items: { txRef: string; status: string; reviewReason: string | null; credited: boolean }[];
      };
    }>(backend.gatewayUrl, ADMIN_PAYMENTS, { variables: { page: 1, pageSize: 100 }, headers: admin.headers });
    expect(payments.errors).toBeUndefined();
    const followed = present(payments.data).adminPayments.items;
    expect(followed.find((item) => item.txRef === txRef)).toMatchObject({
      status: 'successful',
      credited: true,
      fullName: buyer.fullName,
      email: buyer.email,
      amount: PACK.price,
      paidAmount: PACK.price,
      credits: PACK.credits,
    });
    expect(
      followed.some(
        (item) => item.status === 'flagged' && item.reviewReason === 'Devise reçue EUR, attendue XOF.',
      ),
    ).toBe(true);
    const hidden = await graphql(backend.gatewayUrl, ADMIN_PAYMENTS, { headers: buyer.headers });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("searches the journal and the payments on the server: a user's name or e-mail, a description, a reference", async () => {
    const buyer = await person();
    const other = await person();
    const paid = await start(buyer);
    await confirm(buyer, (await pay(paid.checkoutId, { webhook: false })).redirectUrl);
    const unpaid = await start(other);
    const admin = await person('admin');
    const ask = async <T>(query: string, q: string) => {
      const answer = await graphql<T>(backend.gatewayUrl, query, {
        variables: { page: 1, pageSize: 100, q },
        headers: admin.headers,
      });
      expect(answer.errors).toBeUndefined();
      return present(answer.data);
    };
    const journal = (q: string) =>
      ask<{ adminTransactions: { total: number; items: { userId: string; description: string }[] } }>(
        ADMIN_TRANSACTIONS,
        q,
      ).then((data) => data.adminTransactions);
    const payments = (q: string) =>
      ask<{ adminPayments: { total: number; items: { txRef: string; userId: string }[] } }>(
        ADMIN_PAYMENTS,
        q,
      ).then((data) => data.adminPayments);

    // By name (profiles), by e-mail: only that person's rows, with the matching total.
    for (const q of [buyer.fullName, buyer.email.toUpperCase()]) {
      const found = await journal(q);
      expect(found.items.map((item) => item.userId)).toEqual([buyer.actor.id]);
      expect(found.total).toBe(1);
      const theirs = await payments(q);
      expect(theirs.items.map((item) => item.txRef)).toEqual([paid.txRef]);
    }
    // By description, case ignored; `%` and `_` are taken literally.
    const described = await journal(`ACHAT : PACK ${PACK.credits}`);
    expect(described.items.map((item) => item.userId)).toContain(buyer.actor.id);
    expect(described.items.every((item) => item.description === `Achat : Pack ${PACK.credits} crédits`)).toBe(
      true,
    );
    expect((await journal('%')).total).toBe(0);
    expect((await payments('_')).total).toBe(0);
    // By reference.
    expect((await payments(unpaid.txRef.slice(-8))).items.map((item) => item.txRef)).toEqual([unpaid.txRef]);
  });
});
