import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxConfigSchema } from './config.js';
import { createSandbox } from './server.js';

const KEY = 'FLWSECK_TEST-unit';
const auth = { authorization: `Bearer ${KEY}` };
const PAYMENT = {
  tx_ref: 'LGY-unit-0001',
  amount: 4500,
  currency: 'XOF',
  redirect_url: 'http://127.0.0.1:5173/payment-confirmation',
  payment_options: 'card,mobilemoneyfranco',
  customer: { email: 'awa@exemple.sn', name: 'Awa Diop' },
};

describe('payment sandbox (the provider API shapes)', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = createSandbox(
      sandboxConfigSchema.parse({
        LOG_LEVEL: 'silent',
        FLUTTERWAVE_SECRET_KEY: KEY,
        WEBHOOK_URL: '',
        PORT: '8090',
      }),
    );
  });
  afterEach(() => app.close());

  async function open(): Promise<string> {
    const created = await app.inject({
      method: 'POST',
      url: '/v3/payments',
      headers: auth,
      payload: PAYMENT,
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<{ status: string; data: { link: string } }>();
    expect(body.status).toBe('success');
    return new URL(body.data.link).pathname;
  }

  it('refuses a wrong secret key as the provider does', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v3/payments',
      headers: { authorization: 'Bearer nope' },
      payload: PAYMENT,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Invalid authorization key', data: null });
  });

  it('pays on the checkout, redirects back with the transaction, and verifies it by id and reference', async () => {
    const checkout = await open();
    const page = await app.inject({ method: 'GET', url: checkout });
    expect(page.body).toContain('Montant : 4 500 F CFA');

    const paid = await app.inject({
      method: 'POST',
      url: `${checkout}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payment_type=card',
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(PAYMENT.tx_ref);
    const id = back.searchParams.get('transaction_id');

    const byId = await app.inject({ method: 'GET', url: `/v3/transactions/${id}/verify`, headers: auth });
    expect(byId.json()).toMatchObject({
      status: 'success',
      data: { tx_ref: PAYMENT.tx_ref, status: 'successful', amount: 4500, currency: 'XOF' },
    });
    const byReference = await app.inject({
      method: 'GET',
      url: `/v3/transactions/verify_by_reference?tx_ref=${PAYMENT.tx_ref}`,
      headers: auth,
    });
    expect(byReference.json()).toMatchObject({ data: { id: Number(id) } });
  });

  it('leaves no transaction behind a cancelled checkout', async () => {
    const checkout = await open();
    const cancelled = await app.inject({ method: 'POST', url: `${checkout}/cancel` });
    expect(new URL(String(cancelled.headers.location)).searchParams.get('status')).toBe('cancelled');
    const verify = await app.inject({
      method: 'GET',
      url: `/v3/transactions/verify_by_reference?tx_ref=${PAYMENT.tx_ref}`,
      headers: auth,
    });
    expect(verify.statusCode).toBe(404);
  });
});
