import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema, adminSearchPeopleSchema } from '../common/admin-list.js';

const txRefSchema = z
  .string({ error: 'Référence de paiement invalide.' })
  .min(8, { error: 'Référence de paiement invalide.' })
  .max(100, { error: 'Référence de paiement invalide.' });

/** Started by the gateway for the signed-in actor, who pays and gets the credits. */
export const startPurchaseSchema = z.object({
  packId: z.uuid({ error: 'Pack de crédits introuvable.' }),
  customer: z.object({ email: z.email(), name: z.string().min(1).max(200) }),
});
export type StartPurchaseRequest = z.infer<typeof startPurchaseSchema>;

export const startedPurchaseSchema = z.object({ link: z.url(), txRef: z.string() });
export type StartedPurchaseDto = z.infer<typeof startedPurchaseSchema>;

/**
 * Where a payment stands for the person who made it. 'flagged': the provider reported something
 * other than what was asked (amount, currency): nothing granted, an admin reviews it.
 */
export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'cancelled', 'flagged'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const confirmPaymentSchema = z.object({
  txRef: txRefSchema,
  /** The provider's id from the return address: a hint for the verification, never trusted. */
  transactionId: z.number().int().positive().optional(),
  /** The return address's `status`: only ever taken to mean "not paid" (a cancelled checkout). */
  claimedStatus: z.string().max(30).optional(),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentSchema>;

export const paymentOutcomeSchema = z.object({
  txRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number().int(),
});
export type PaymentOutcomeDto = z.infer<typeof paymentOutcomeSchema>;

/** The provider's webhook as the gateway received it: its hash header and parsed JSON body. */
export const paymentWebhookSchema = z.object({
  hash: z.string().max(500).nullable(),
  body: z.unknown(),
});
export type PaymentWebhookRequest = z.infer<typeof paymentWebhookSchema>;

export const revenueSchema = z.object({ totalXof: z.number().int(), payments: z.number().int() });
export type RevenueDto = z.infer<typeof revenueSchema>;

/**
 * /admin/payments: newest first by default; q matches the payment's reference, or names the
 * people in `userIds` (found by name or e-mail by the gateway).
 */
export const adminPaymentsQuerySchema = adminListQuerySchema(['createdAt', 'amount', 'status']).extend({
  userIds: adminSearchPeopleSchema,
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/** A payment as the back office follows it, flagged ones with the reason. */
export const adminPaymentSchema = z.object({
  txRef: z.string(),
  userId: z.uuid(),
  /** Asked, in F CFA. */
  amount: z.number().int(),
  /** What the provider reported received, once paid. */
  paidAmount: z.number().int().nullable(),
  credits: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  credited: z.boolean(),
  reviewReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminPaymentDto = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsPageSchema = adminPageSchema(adminPaymentSchema);
export type AdminPaymentsPageDto = z.infer<typeof adminPaymentsPageSchema>;

/** Why a paid payment waits for an operator instead of being retried (shown on /admin/payments). */
export const CREDITS_KEY_TAKEN_REASON =
  'Crédits non accordés : la clé de cette opération est déjà utilisée par un autre mouvement du journal.';

/** What a run of the repair of paid payments without credits did. */
export const stuckPaymentsRepairSchema = z.object({
  /** Paid payments found without their credits. */
  examined: z.number().int(),
  /** Credited by this run. */
  credited: z.number().int(),
  /** Still without credits, with why (the run can be repeated once it is fixed). */
  remaining: z.array(z.object({ txRef: z.string(), reason: z.string() })),
});
export type StuckPaymentsRepairDto = z.infer<typeof stuckPaymentsRepairSchema>;
