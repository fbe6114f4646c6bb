import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

const duration = (fallback: number) => z.coerce.number().int().min(0).max(86_400_000).default(fallback);

/** The local payment sandbox (apps/payment-sandbox): the provider outside production. */
const SANDBOX = {
  FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:8090',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-liggeey-sandbox',
  FLUTTERWAVE_WEBHOOK_HASH: 'liggeey-sandbox-webhook-hash',
  PAYMENT_REDIRECT_URL: 'http://127.0.0.1:5173/payment-confirmation',
} as const;

type ProviderVariable = keyof typeof SANDBOX;
const PROVIDER_VARIABLES = Object.keys(SANDBOX) as ProviderVariable[];

export const paymentsConfigSchema = serviceConfigSchema
  .extend({
    /** The provider's API base (Flutterwave: https://api.flutterwave.com). */
    FLUTTERWAVE_BASE_URL: z.url().optional(),
    /** Sent as `Authorization: Bearer …` to the provider. */
    FLUTTERWAVE_SECRET_KEY: z.string().min(8).optional(),
    /** The secret the provider puts in the webhook's `verif-hash` header. */
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
    /** Where the provider sends the browser back: the web app's /payment-confirmation. */
    PAYMENT_REDIRECT_URL: z.url().optional(),
    /** A call to the provider gives up after this (the gateway's own limit is 10 s). */
    PAYMENT_PROVIDER_TIMEOUT_MS: duration(8_000),
    /** Pending payments older than this are checked with the provider by the reconciliation. */
    RECONCILE_AFTER_MS: duration(10 * 60_000),
    /** How often the reconciliation runs. */
    RECONCILE_EVERY_MS: duration(60_000).pipe(z.number().min(500)),
  })
  .superRefine((config, context) => {
    // Real money: in production every provider setting is given, none falls back to the sandbox.
    if (config.NODE_ENV !== 'production') return;
    for (const name of PROVIDER_VARIABLES)
      if (config[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'required in production' });
  })
  .transform((config) => ({
    ...config,
    FLUTTERWAVE_BASE_URL: (config.FLUTTERWAVE_BASE_URL ?? SANDBOX.FLUTTERWAVE_BASE_URL).replace(/\/+$/, ''),
    FLUTTERWAVE_SECRET_KEY: config.FLUTTERWAVE_SECRET_KEY ?? SANDBOX.FLUTTERWAVE_SECRET_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: config.FLUTTERWAVE_WEBHOOK_HASH ?? SANDBOX.FLUTTERWAVE_WEBHOOK_HASH,
    PAYMENT_REDIRECT_URL: config.PAYMENT_REDIRECT_URL ?? SANDBOX.PAYMENT_REDIRECT_URL,
  }));

export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;
