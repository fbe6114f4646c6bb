import { z } from 'zod';
import { defineEvent } from '../common/events.js';

export const balanceChangedSchema = z.object({
  userId: z.uuid(),
  balance: z.number().int(),
  transactionId: z.uuid(),
});
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

/** Facts the ledger service publishes. */
export const LedgerEvents = {
  /** After every committed movement of a user's credits (event id = the transaction id). */
  balanceChanged: defineEvent('ledger.balance.changed', balanceChangedSchema),
} as const;
