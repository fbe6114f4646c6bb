import { type FlutterwaveTransaction, flutterwavePaymentRequestSchema } from '@liggeey/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { checkoutPage } from './checkout-page.js';
import { type SandboxConfig } from './config.js';
import { type Checkout, type Completion, SandboxStore } from './sandbox-store.js';
import { deliverWebhook, sendWebhook } from './webhook-sender.js';

const completionSchema = z.object({
  paymentType: z.enum(['card', 'mobilemoneyfranco']).default('card'),
  status: z.enum(['successful', 'failed']).default('successful'),
  amount: z.number().int().positive().optional(),
  currency: z.string().length(3).optional(),
  /** Whether the provider announces the charge by webhook (tests turn it off to need reconciliation). */
  webhook: z.boolean().default(true),
  /** Another number of retries of a failed webhook than the configured one (0: a provider that gives up). */
  webhookRetries: z.number().int().min(0).max(10).optional(),
});

const error = (message: string) => ({ status: 'error', message, data: null });

/**
 * Local stand-in for the payment provider (Flutterwave Standard v3) for development, demos and
 * tests: the same request and response shapes, a French hosted checkout, the redirect back,
 * verification endpoints and signed webhooks. Never deployed to production.
 */
export function createSandbox(config: SandboxConfig): FastifyInstance {
  const app = Fastify({ logger: { level: config.LOG_LEVEL, base: { app: 'payment-sandbox' } } });
  const store = new SandboxStore();
  const secret = Buffer.from(`Bearer ${config.FLUTTERWAVE_SECRET_KEY}`);

  // The checkout page's forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length === secret.length && timingSafeEqual(given, secret)) return true;
    void reply.status(401).send(error('Invalid authorization key'));
    return false;
  };

  const announce = (transaction: FlutterwaveTransaction) =>
    sendWebhook(config.WEBHOOK_URL, config.FLUTTERWAVE_WEBHOOK_HASH, transaction, app.log);

  // Each transaction's webhook attempts, by status (null: no answer), for tests to see the retries.
  const attempts = new Map<number, (number | null)[]>();
  const retryTimers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', (_instance, done) => {
    for (const timer of retryTimers) clearTimeout(timer);
    done();
  });
  /** The charge's webhook, sent again later while it is not answered 200. */
  const announceWithRetries = (transaction: FlutterwaveTransaction, retries = config.WEBHOOK_RETRIES) => {
    if (!config.WEBHOOK_URL) return;
    void deliverWebhook(
      () => announce(transaction),
      { retries, delayMs: config.WEBHOOK_RETRY_DELAY_MS },
      (status) => attempts.set(transaction.id, [...(attempts.get(transaction.id) ?? []), status]),
      (retry, delayMs) => {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          retry();
        }, delayMs);
        retryTimers.add(timer);
      },
    );
  };

  const returnUrl = (checkout: Checkout, status: string, transaction?: FlutterwaveTransaction) => {
    const url = new URL(checkout.request.redirect_url);
    url.searchParams.set('status', status);
    url.searchParams.set('tx_ref', checkout.request.tx_ref);
    if (transaction) url.searchParams.set('transaction_id', String(transaction.id));
    return url.toString();
  };

  const complete = (checkout: Checkout, completion: Completion, webhook: boolean, retries?: number) => {
    const transaction = store.complete(checkout, completion);
    if (webhook) announceWithRetries(transaction, retries);
    return { transaction, redirectUrl: returnUrl(checkout, transaction.status, transaction) };
  };

  const findCheckout = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const checkout = store.checkout(request.params.id);
    if (!checkout) void reply.status(404).type('text/plain; charset=utf-8').send('Paiement introuvable.');
    return checkout;
  };

  app.get('/health', () => ({ status: 'ok' }));

  app.post('/v3/payments', (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = flutterwavePaymentRequestSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send(error(parsed.error.issues[0]?.message ?? 'Invalid request'));
    const checkout = store.open(parsed.data);
    return {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${config.PUBLIC_URL}/checkout/${checkout.id}` },
    };
  });

  app.get<{ Params: { id: string } }>('/checkout/:id', (request, reply) => {
    const checkout = findCheckout(request, reply);
    if (!checkout) return reply;
    return reply.type('text/html; charset=utf-8').send(checkoutPage(checkout));
  });

  app.post<{ Params: { id: string }; Body: { payment_type?: string } }>(
    '/checkout/:id/pay',
    (request, reply) => {
      const checkout = findCheckout(request, reply);
      if (!checkout) return reply;
      const paymentType = request.body.payment_type === 'mobilemoneyfranco' ? 'mobilemoneyfranco' : 'card';
      const { redirectUrl } = complete(checkout, { paymentType, status: 'successful' }, true);
      return reply.redirect(redirectUrl, 303);
    },
  );

  app.post<{ Params: { id: string } }>('/checkout/:id/cancel', (request, reply) => {
    const checkout = findCheckout(request, reply);
    if (!checkout) return reply;
    const transaction =
      checkout.transactionId === undefined ? undefined : store.transaction(checkout.transactionId);
    return reply.redirect(returnUrl(checkout, transaction?.status ?? 'cancelled', transaction), 303);
  });

  app.get<{ Params: { id: string } }>('/v3/transactions/:id/verify', (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const transaction = store.transaction(Number(request.params.id));
    if (!transaction) return reply.status(404).send(error('No transaction was found for this id'));
    return { status: 'success', message: 'Transaction fetched successfully', data: transaction };
  });

  app.get<{ Querystring: { tx_ref?: string } }>('/v3/transactions/verify_by_reference', (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const transaction = store.byReference(request.query.tx_ref ?? '');
    if (!transaction) return reply.status(404).send(error('No transaction was found for this id'));
    return { status: 'success', message: 'Transaction fetched successfully', data: transaction };
  });

  // Test and demo controls, beside what the provider offers: pay a checkout the way a test needs
  // (another amount or currency, a failed charge, no webhook) and replay a webhook.
  app.post<{ Params: { id: string } }>('/sandbox/checkouts/:id/complete', (request, reply) => {
    const checkout = findCheckout(request, reply);
    if (!checkout) return reply;
    const parsed = completionSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.status(400).send(error(parsed.error.issues[0]?.message ?? 'Invalid request'));
    const { webhook, webhookRetries, ...completion } = parsed.data;
    return complete(checkout, completion, webhook, webhookRetries);
  });

  app.get<{ Params: { id: string } }>('/sandbox/transactions/:id/webhooks', (request, reply) => {
    const id = Number(request.params.id);
    if (!store.transaction(id)) return reply.status(404).send(error('No transaction was found for this id'));
    return { attempts: attempts.get(id) ?? [] };
  });

  app.post<{ Params: { id: string } }>('/sandbox/transactions/:id/webhook', async (request, reply) => {
    const transaction = store.transaction(Number(request.params.id));
    if (!transaction) return reply.status(404).send(error('No transaction was found for this id'));
    return { delivered: await announce(transaction) };
  });

  return app;
}
