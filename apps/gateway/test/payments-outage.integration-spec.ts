import { randomUUID } from 'node:crypto';
import { FLUTTERWAVE_HASH_HEADER, IdentityEvents } from '@liggeey/contracts';
import {
  type AppProcess,
  type Backend,
  type PaymentSandbox,
  completeCheckout,
  createActiveAccount,
  eventually,
  freePort,
  graphql,
  publishEvent,
  signInThroughGateway,
  startApp,
  startBackend,
  startPaymentSandbox,
  webhookAttempts,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Coupure-2026';
const PACK = { id: randomUUID(), name: 'Pack 300 crédits', price: 3_000, credits: 300 };
const START = `mutation($p: ID!) { startCreditPurchase(packId: $p) { link txRef } }`;
const MY_CREDITS = '{ myCredits { balance } }';
/** The sandbox sends a failed webhook again after this: long enough for payments to come back. */
const RETRY_DELAY_MS = 6_000;
const DAY_MS = 86_400_000;

/**
 * A payment made while the payments service is down (issue 21). The customer pays on the provider's
 * checkout, its webhook reaches the gateway, which answers 503 SERVICE_UNAVAILABLE (no responder):
 * the provider keeps the charge and the payment must still end up credited, exactly once, once the
 * service is back — by the provider's retry of the webhook, or by the reconciliation when the
 * provider gave up. Each case restarts payments with a reconciliation delay that leaves only that
 * way to settle it.
 */
describe('faults: a payment webhook that arrives while the payments service is down', () => {
  const infra = inject('infra');
  let sandbox: PaymentSandbox;
  let backend: Backend;
  let db: pg.Client;
  let payments: AppProcess | undefined;
  let stopped = false;

  async function buyer(): Promise<{ id: string; headers: Record<string, string> }> {
    const { id, email } = await createActiveAccount(db, 'employer', PASSWORD);
    // The checkout names the customer from the profile.
    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName: `Ndèye Sarr ${id.slice(0, 4)}`,
      type: 'employer',
      profession: null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
    });
    await eventually(async () =>
      expect((await db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [id])).rowCount).toBe(1),
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  async function checkout(headers: Record<string, string>): Promise<{ txRef: string; checkoutId: string }> {
    const result = await graphql<{ startCreditPurchase: { link: string; txRef: string } }>(
      backend.gatewayUrl,
      START,
      { variables: { p: PACK.id }, headers },
    );
    expect(result.errors).toBeUndefined();
    const { link, txRef } = result.data?.startCreditPurchase ?? { link: '', txRef: '' };
    return { txRef, checkoutId: new URL(link).pathname.split('/').pop() ?? '' };
  }

  async function balance(headers: Record<string, string>): Promise<number | undefined> {
    const result = await graphql<{ myCredits: { balance: number } }>(backend.gatewayUrl, MY_CREDITS, {
      headers,
    });
    return result.data?.myCredits.balance;
  }

  /** The member's purchase movements in the journal (by key), and the payment's state. */
  async function settlement(userId: string, txRef: string) {
    const journal = await db.query<{ idempotency_key: string }>(
      "SELECT idempotency_key FROM ledger.journal_transactions WHERE user_id = $1 AND kind = 'purchase'",
      [userId],
    );
    const intent = await db.query<{ status: string; credited: boolean }>(
      'SELECT status, credited_at IS NOT NULL AS credited FROM payments.payment_intents WHERE tx_ref = $1',
      [txRef],
    );
    return { journal: journal.rows.map((row) => row.idempotency_key), intent: intent.rows[0] };
  }

  /** Stops the payments service; `restartPayments` brings it back with the given reconciliation delay. */
  async function stopPayments(): Promise<void> {
    stopped = true;
    await (payments ?? backend.services.get('payments'))?.stop();
    payments = undefined;
  }
  async function restartPayments(reconcileAfterMs: number): Promise<void> {
    stopped = false;
    payments = await startApp('payments', {
      env: { ...backend.env, RECONCILE_AFTER_MS: String(reconcileAfterMs), RECONCILE_EVERY_MS: '1000' },
    });
  }

  beforeAll(async () => {
    const gatewayPort = await freePort();
    sandbox = await startPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${gatewayPort}/payments/webhook`,
      redirectUrl: 'http://127.0.0.1:5173/payment-confirmation',
      webhookRetryDelayMs: RETRY_DELAY_MS,
    });
    backend = await startBackend(infra, {
      label: 'payments_outage',
      gatewayPort,
      services: ['identity', 'profiles', 'ledger', 'payments'],
      env: { ...sandbox.paymentsEnv, RECONCILE_AFTER_MS: String(DAY_MS) },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await db.query(
      `INSERT INTO ledger.products (id, name, description, type, credits_price, features)
       VALUES ($1, $2, 'Pack de test', 'credit_pack', $3, ARRAY[$4])`,
      [PACK.id, PACK.name, PACK.price, String(PACK.credits)],
    );
  }, 120_000);

  // A test that failed halfway may have left it stopped.
  beforeEach(async () => {
    if (stopped) await restartPayments(DAY_MS);
  });

  afterAll(async () => {
    await payments?.stop();
    await db.end();
    await backend.stop();
    await sandbox.stop();
  });

  it("credits once a payment whose webhook failed while payments was down, when the provider's retry reaches it back", async () => {
    const member = await buyer();
    const { txRef, checkoutId } = await checkout(member.headers);
    await stopPayments();

    const { transaction } = await completeCheckout(sandbox, checkoutId);
    // The gateway answered the webhook with the coded 503, so the provider keeps it to retry.
    await eventually(async () => expect(await webhookAttempts(sandbox, transaction.id)).toEqual([503]));
    const direct = await fetch(`${backend.gatewayUrl}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FLUTTERWAVE_HASH_HEADER]: sandbox.webhookHash },
      body: JSON.stringify({ event: 'charge.completed', data: transaction }),
    });
    expect(direct.status).toBe(503);
    expect(await direct.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le service payments ne répond pas. Veuillez réessayer plus tard.',
    });
    expect(await settlement(member.id, txRef)).toEqual({
      journal: [],
      intent: { status: 'pending', credited: false },
    });

    // Back, with a reconciliation that would wait a day: only the webhook's retry can settle it.
    await restartPayments(DAY_MS);
    // Under load payments may come back after the first retry, which then gets a 503 too: the
    // sandbox retries three times.
    await eventually(
      async () => expect(await balance(member.headers)).toBe(PACK.credits),
      3 * RETRY_DELAY_MS,
    );
    // The credit commits before the retry's answer reaches the sandbox, which then records it:
    // refusals while payments was down, then the one success.
    await eventually(async () => {
      const attempts = await webhookAttempts(sandbox, transaction.id);
      expect(attempts.at(-1)).toBe(200);
      expect(attempts.slice(0, -1)).toEqual(attempts.slice(0, -1).map(() => 503));
      expect(attempts.length).toBeGreaterThanOrEqual(2);
    });

    // The provider's replay of the same webhook changes nothing.
    await fetch(`${sandbox.url}/sandbox/transactions/${transaction.id}/webhook`, { method: 'POST' });
    expect(await balance(member.headers)).toBe(PACK.credits);
    expect(await settlement(member.id, txRef)).toEqual({
      journal: [`flutterwave-${transaction.id}`],
      intent: { status: 'successful', credited: true },
    });
  }, 90_000);

  it('credits once a payment whose webhook the provider gave up on while payments was down, by the reconciliation', async () => {
    const member = await buyer();
    const { txRef, checkoutId } = await checkout(member.headers);
    await stopPayments();

    const { transaction } = await completeCheckout(sandbox, checkoutId, { webhookRetries: 0 });
    await eventually(async () => expect(await webhookAttempts(sandbox, transaction.id)).toEqual([503]));

    // Back, and the webhook will never come again: the reconciliation asks the provider.
    await restartPayments(1_000);
    await eventually(async () => expect(await balance(member.headers)).toBe(PACK.credits), 20_000);
    // A few more reconciliation runs: still one grant.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await balance(member.headers)).toBe(PACK.credits);
    expect(await settlement(member.id, txRef)).toEqual({
      journal: [`flutterwave-${transaction.id}`],
      intent: { status: 'successful', credited: true },
    });
    expect(await webhookAttempts(sandbox, transaction.id)).toEqual([503]);
  }, 60_000);
});
