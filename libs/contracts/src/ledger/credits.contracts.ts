import { z } from 'zod';
import { adminSearchPeopleSchema } from '../common/admin-list.js';
import { exportBatchQuerySchema, exportBatchSchema } from '../common/export-batch.js';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const CREDITS_MAX_AMOUNT = 1_000_000;
export const CREDITS_HISTORY_MAX_PAGE_SIZE = 100;
export const CREDITS_BALANCES_MAX_USERS = 500;

/** The spec's notice when a spend costs more than the balance. */
export const INSUFFICIENT_CREDITS_MESSAGE = 'Crédits insuffisants';
/** `details.reason` of the CONFLICT answered for insufficient credits. */
export const INSUFFICIENT_CREDITS_REASON = 'insufficient_credits';
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "Cette opération a déjà été enregistrée avec d'autres paramètres.";

const AMOUNT_MESSAGE = 'Le montant doit être un nombre entier de crédits entre 1 et 1 000 000.';
const KEY_MESSAGE = "La clé d'idempotence doit contenir entre 8 et 100 caractères.";

/** Chosen by the caller, one per operation (the web sends one per click): a retry spends once. */
export const idempotencyKeySchema = z
  .string({ error: KEY_MESSAGE })
  .min(8, { error: KEY_MESSAGE })
  .max(100, { error: KEY_MESSAGE });

const CLIENT_KEY_MESSAGE = "La clé d'idempotence doit contenir entre 8 et 48 caractères.";

/**
 * The key the web sends once per click, for what a service sells (boosts): the service builds its
 * system key from it with the operation and the member's id, within the ledger's 100 characters.
 */
export const clientKeySchema = z
  .string({ error: CLIENT_KEY_MESSAGE })
  .min(8, { error: CLIENT_KEY_MESSAGE })
  .max(48, { error: CLIENT_KEY_MESSAGE });

export const creditAmountSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(1, { error: AMOUNT_MESSAGE })
  .max(CREDITS_MAX_AMOUNT, { error: AMOUNT_MESSAGE });

export const creditDescriptionSchema = z
  .string()
  .trim()
  .min(1, { error: 'Veuillez indiquer la description de la transaction.' })
  .max(200, { error: 'La description ne doit pas dépasser 200 caractères.' });

/** What a movement is about, e.g. `{ productId }` for a digital product (see `hasPurchased`). */
export const creditMetadataSchema = z.record(
  z.string().max(50),
  z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
);
export type CreditMetadata = z.infer<typeof creditMetadataSchema>;

export const creditSpendSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  amount: creditAmountSchema,
  description: creditDescriptionSchema,
  kind: z.literal('spend').default('spend'),
  metadata: creditMetadataSchema.optional(),
  /** Only for a service acting for a user (actor null), e.g. a boost. */
  userId: z.uuid().optional(),
});
export type CreditSpend = z.input<typeof creditSpendSchema>;

export const GRANT_KINDS = ['purchase', 'welcome_bonus', 'grant'] as const;
export const creditGrantSchema = z.object({
  userId: z.uuid(),
  amount: creditAmountSchema,
  description: creditDescriptionSchema,
  idempotencyKey: idempotencyKeySchema,
  kind: z.enum(GRANT_KINDS),
  metadata: creditMetadataSchema.optional(),
});
export type CreditGrant = z.output<typeof creditGrantSchema>;

export const creditRefundSchema = z.object({
  transactionId: z.uuid({ error: 'Transaction introuvable.' }),
  idempotencyKey: idempotencyKeySchema,
});
export type CreditRefund = z.output<typeof creditRefundSchema>;

/** The result of a movement; a repeated idempotency key answers the first one again. */
export const creditMovementSchema = z.object({
  transactionId: z.uuid(),
  /** The user's balance right after this movement. */
  balance: z.number().int(),
});
export type CreditMovementDto = z.infer<typeof creditMovementSchema>;

export const creditBalanceSchema = z.object({ userId: z.uuid(), balance: z.number().int() });
export type CreditBalanceDto = z.infer<typeof creditBalanceSchema>;

export const CREDIT_TRANSACTION_TYPES = ['purchase', 'spend'] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/** The spec's transaction: 'purchase' brings credits in (positive), 'spend' takes them out. */
export const creditTransactionSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  type: z.enum(CREDIT_TRANSACTION_TYPES),
  amount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type CreditTransactionDto = z.infer<typeof creditTransactionSchema>;

export const creditHistoryQuerySchema = z.object({
  page: z.number().int().min(1, { error: 'La page doit être au moins 1.' }).default(1),
  pageSize: z
    .number()
    .int()
    .min(1, { error: 'La taille de page doit être comprise entre 1 et 100.' })
    .max(CREDITS_HISTORY_MAX_PAGE_SIZE, { error: 'La taille de page doit être comprise entre 1 et 100.' })
    .default(20),
});

/**
 * Back office Payments, 'Transactions': `q` is found in the description, or names the people in
 * `userIds` (found by name or e-mail by the gateway).
 */
export const adminTransactionsQuerySchema = creditHistoryQuerySchema.extend({
  q: z.string().trim().max(200).nullish(),
  userIds: adminSearchPeopleSchema,
});
export type AdminTransactionsQuery = z.output<typeof adminTransactionsQuerySchema>;

/** A row of the back office Payments page: any user's movement, with whose it is. */
export const adminCreditTransactionSchema = creditTransactionSchema.extend({
  /** Null once the account was deleted (the journal keeps the movement, anonymous). */
  userId: z.uuid().nullable(),
});
export type AdminCreditTransactionDto = z.infer<typeof adminCreditTransactionSchema>;

export const adminCreditTransactionsPageSchema = z.object({
  items: z.array(adminCreditTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCreditTransactionsPageDto = z.infer<typeof adminCreditTransactionsPageSchema>;

/** Credit operations of the ledger service (the double-entry journal). */
export const LedgerCreditsRpc = {
  /** The actor spends, or a service (actor null) spends for `userId`. */
  spend: defineRpc('ledger.credits.spend', creditSpendSchema, creditMovementSchema),
  /** Services only (actor null): a pack bought, the welcome bonus, a goodwill grant. */
  grant: defineRpc('ledger.credits.grant', creditGrantSchema, creditMovementSchema),
  /** Services and admins: reverses a spend, once. */
  refund: defineRpc('ledger.credits.refund', creditRefundSchema, creditMovementSchema),
  /** Own balance; any user's for an admin or a service. */
  balance: defineQuery(
    'ledger.credits.balance',
    z.object({ userId: z.uuid().optional() }),
    creditBalanceSchema,
  ),
  /** Admins and services: several balances at once (admin Users page). Missing accounts are 0. */
  balances: defineRpc(
    'ledger.credits.balances',
    z.object({
      userIds: z
        .array(z.uuid())
        .max(CREDITS_BALANCES_MAX_USERS, { error: 'Pas plus de 500 utilisateurs à la fois.' }),
    }),
    z.array(creditBalanceSchema),
  ),
  /** The actor's transactions, newest first. */
  history: defineQuery('ledger.credits.history', creditHistoryQuerySchema, z.array(creditTransactionSchema)),
  /** Admins: every user's transactions, newest first, paged and searched (back office Payments page). */
  adminTransactions: defineRpc(
    'ledger.credits.adminTransactions',
    adminTransactionsQuerySchema,
    adminCreditTransactionsPageSchema,
  ),
  /** Admins: every user's transactions, newest first, in batches for the CSV export. */
  exportTransactions: defineRpc(
    'ledger.credits.exportTransactions',
    exportBatchQuerySchema,
    exportBatchSchema(adminCreditTransactionSchema),
  ),
  /** Admins: how many spends of that description since then were not refunded, and their credits. */
  spendSummary: defineRpc(
    'ledger.credits.spendSummary',
    z.object({ description: z.string().min(1).max(200), since: z.iso.datetime() }),
    z.object({ count: z.number().int().min(0), credits: z.number().int().min(0) }),
  ),
  /** Whether the user spent credits on the product (metadata.productId) and was not refunded. */
  hasPurchased: defineRpc(
    'ledger.credits.hasPurchased',
    z.object({ userId: z.uuid(), productId: z.string().min(1).max(100) }),
    z.object({ purchased: z.boolean() }),
  ),
} as const;
