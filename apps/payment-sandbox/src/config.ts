import { baseConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

export const sandboxConfigSchema = baseConfigSchema
  .pick({ NODE_ENV: true, LOG_LEVEL: true })
  .extend({
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8090),
    /** Where the browser reaches the sandbox (hosted links); defaults to http://HOST:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** The "secret key" callers must send as `Authorization: Bearer …`, as with the real provider. */
    FLUTTERWAVE_SECRET_KEY: z.string().min(8).default('FLWSECK_TEST-liggeey-sandbox'),
    /** Where completed charges are announced (the gateway's webhook route). Empty: no webhooks. */
    WEBHOOK_URL: z.union([z.url(), z.literal('')]).default('http://127.0.0.1:8080/payments/webhook'),
    /** Sent in the `verif-hash` header of every webhook. */
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).default('liggeey-sandbox-webhook-hash'),
    /** A webhook not answered 200 is sent again this many times (the provider's retries: 3). */
    WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    /** Between two attempts (the provider waits half an hour; the sandbox a minute). */
    WEBHOOK_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, ''),
  }));

export type SandboxConfig = z.output<typeof sandboxConfigSchema>;
