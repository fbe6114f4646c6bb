import { z } from 'zod';

/**
 * The provider's wire shapes (Flutterwave Standard v3) that both the payments service and the
 * local sandbox speak, so the sandbox cannot drift from what the service expects.
 */
export const FLUTTERWAVE_PAYMENT_OPTIONS = 'card,mobilemoneyfranco';
/** The webhook's shared secret travels in this header (compared in constant time). */
export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';

export const flutterwavePaymentRequestSchema = z.object({
  tx_ref: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  redirect_url: z.url(),
  payment_options: z.string().optional(),
  customer: z.object({ email: z.email(), name: z.string().optional() }),
  customizations: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
});
export type FlutterwavePaymentRequest = z.infer<typeof flutterwavePaymentRequestSchema>;

/** Every answer of the provider's API: `status` 'success' or 'error', a message, the data. */
export function flutterwaveAnswerSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.enum(['success', 'error']), message: z.string(), data: data.nullable() });
}

export const flutterwaveHostedLinkSchema = z.object({ link: z.url() });

export const FLUTTERWAVE_TRANSACTION_STATUSES = ['successful', 'failed', 'pending', 'cancelled'] as const;

/** A transaction as the verify endpoints and the `charge.completed` webhook describe it. */
export const flutterwaveTransactionSchema = z.object({
  id: z.number().int(),
  tx_ref: z.string(),
  flw_ref: z.string(),
  amount: z.number(),
  charged_amount: z.number(),
  currency: z.string(),
  status: z.string(),
  payment_type: z.string(),
  created_at: z.string(),
  customer: z.object({ email: z.string(), name: z.string().nullable() }),
});
export type FlutterwaveTransaction = z.infer<typeof flutterwaveTransactionSchema>;

/**
 * What a webhook body must carry for us to look at it. Nothing in it is trusted: only `tx_ref`
 * and `id` are used, to ask the provider.
 */
export const flutterwaveWebhookSchema = z.object({
  event: z.string(),
  data: z.object({ id: z.number().int(), tx_ref: z.string().min(1).max(100) }).loose(),
});
export type FlutterwaveWebhook = z.infer<typeof flutterwaveWebhookSchema>;
