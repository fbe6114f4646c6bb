import { type AppProcess, startApp } from './app-process.js';
import { freePort } from './ports.js';

export interface PaymentSandbox {
  readonly url: string;
  readonly app: AppProcess;
  /** What the payments service must be started with to use this sandbox as its provider. */
  readonly paymentsEnv: Record<string, string>;
  /** The webhook secret, for tests that post webhooks themselves. */
  readonly webhookHash: string;
  stop(): Promise<void>;
}

export interface PaymentSandboxOptions {
  /** Where the sandbox announces charges: the test gateway's `/payments/webhook`. */
  webhookUrl: string;
  /** Where the checkout sends the browser back: the web app's /payment-confirmation. */
  redirectUrl: string;
  /** Between two attempts of a webhook not answered 200 (the sandbox's default: a minute). */
  webhookRetryDelayMs?: number;
}

/**
 * The payment provider's stand-in (apps/payment-sandbox, built) on a free port, with its own
 * secret key and webhook hash. Give `paymentsEnv` to `startBackend`'s env.
 */
export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  const port = await freePort();
  const secretKey = `FLWSECK_TEST-${port}-${Date.now()}`;
  const webhookHash = `test-webhook-hash-${port}-${Date.now()}`;
  const url = `http://127.0.0.1:${port}`;
  const app = await startApp('payment-sandbox', {
    env: {
      PORT: String(port),
      FLUTTERWAVE_SECRET_KEY: secretKey,
      FLUTTERWAVE_WEBHOOK_HASH: webhookHash,
      WEBHOOK_URL: options.webhookUrl,
      ...(options.webhookRetryDelayMs === undefined
        ? {}
        : { WEBHOOK_RETRY_DELAY_MS: String(options.webhookRetryDelayMs) }),
    },
  });
  return {
    url,
    app,
    webhookHash,
    paymentsEnv: {
      FLUTTERWAVE_BASE_URL: url,
      FLUTTERWAVE_SECRET_KEY: secretKey,
      FLUTTERWAVE_WEBHOOK_HASH: webhookHash,
      PAYMENT_REDIRECT_URL: options.redirectUrl,
    },
    stop: async () => {
      await app.stop();
    },
  };
}

/** What a test may make of a checkout: another outcome, amount or currency, with or without webhook. */
export interface CheckoutCompletion {
  status?: 'successful' | 'failed';
  amount?: number;
  currency?: string;
  webhook?: boolean;
  /** Retries of a webhook not answered 200, instead of the sandbox's (0: a provider that gives up). */
  webhookRetries?: number;
}

export interface SandboxTransaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}

/** Pays (or fails) a checkout of the sandbox; answers the charge and the browser's return address. */
export async function completeCheckout(
  sandbox: PaymentSandbox,
  checkoutId: string,
  completion: CheckoutCompletion = {},
): Promise<{ transaction: SandboxTransaction; redirectUrl: string }> {
  const response = await fetch(`${sandbox.url}/sandbox/checkouts/${checkoutId}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(completion),
  });
  if (response.status !== 200) throw new Error(`the sandbox answered ${response.status} to the completion`);
  return (await response.json()) as { transaction: SandboxTransaction; redirectUrl: string };
}

/** The `confirmPayment` input /payment-confirmation builds from the return address's query. */
export function confirmationInput(returnUrl: string): Record<string, string | null> {
  const query = new URL(returnUrl).searchParams;
  return {
    txRef: query.get('tx_ref'),
    transactionId: query.get('transaction_id'),
    status: query.get('status'),
  };
}

/** The statuses the webhook of a charge was answered with so far, attempt by attempt (null: no answer). */
export async function webhookAttempts(
  sandbox: PaymentSandbox,
  transactionId: number,
): Promise<(number | null)[]> {
  const response = await fetch(`${sandbox.url}/sandbox/transactions/${transactionId}/webhooks`);
  if (response.status !== 200) throw new Error(`the sandbox answered ${response.status} for the webhooks`);
  return ((await response.json()) as { attempts: (number | null)[] }).attempts;
}
