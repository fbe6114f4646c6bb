import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import {
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  confirmPaymentSchema,
  paymentOutcomeSchema,
  paymentWebhookSchema,
  revenueSchema,
  startPurchaseSchema,
  startedPurchaseSchema,
  stuckPaymentsRepairSchema,
} from './payments.contracts.js';

/** NATS operations of the payments service. */
export const PaymentsRpc = {
  health: healthRpc('payments'),
  /** The actor buys a credit pack: a payment intent and the provider's hosted link. */
  startPurchase: defineRpc('payments.purchase.start', startPurchaseSchema, startedPurchaseSchema),
  /** The actor's own payment, checked with the provider (the return page). */
  confirm: defineRpc('payments.purchase.confirm', confirmPaymentSchema, paymentOutcomeSchema),
  /** Services only (the gateway's webhook route): UNAUTHENTICATED when the hash is wrong. */
  webhook: defineRpc('payments.webhook', paymentWebhookSchema, z.object({ accepted: z.boolean() })),
  /** Admins: every payment, newest first, paged (flagged ones carry their reason). */
  adminPayments: defineRpc('payments.admin.list.v2', adminPaymentsQuerySchema, adminPaymentsPageSchema),
  /** Admins: real money received from settled payments, in F CFA. */
  revenue: defineRpc('payments.revenue', z.object({}), revenueSchema),
  /**
   * Admins and operators (a service call, `credit-stuck-payments`): grants the credits of every
   * paid payment still without them, incidents included; idempotent, safe to run again.
   */
  creditStuck: defineRpc('payments.admin.credit-stuck', z.object({}), stuckPaymentsRepairSchema),
} as const;
