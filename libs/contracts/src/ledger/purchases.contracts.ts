import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';
import { idempotencyKeySchema } from './credits.contracts.js';

/** Spec §3: the journal description of a digital product bought with credits. */
export const digitalPurchaseDescription = (productId: string) => `Achat Produit Digital ID: ${productId}`;

export const PURCHASE_STATUSES = ['purchased', 'already_purchased'] as const;

/**
 * A buy: `purchased` (also the answer to a retry with the same key) or `already_purchased` (the
 * person owned it already; nothing was spent). Insufficient credits is a CONFLICT 'Crédits insuffisants'.
 */
export const purchaseResultSchema = z.object({
  productId: z.uuid(),
  status: z.enum(PURCHASE_STATUSES),
  /** The balance after this buy (the current one when nothing was spent). */
  balance: z.number().int(),
});
export type PurchaseResultDto = z.infer<typeof purchaseResultSchema>;

/** Where the gateway reads a bought file from (private storage), after the entitlement check. */
export const productDownloadSchema = z.object({
  fileKey: z.string(),
  fileType: z.string().nullable(),
  /** A readable name for Content-Disposition. */
  fileName: z.string(),
});
export type ProductDownloadDto = z.infer<typeof productDownloadSchema>;

const productIdSchema = z.uuid({ error: 'Produit introuvable' });

/** Buying digital products with credits and the entitlements it gives. */
export const LedgerPurchasesRpc = {
  /** Signed in: spends the product's price (from the database) once and records the entitlement. */
  buy: defineRpc(
    'ledger.purchases.buy',
    z.object({ productId: productIdSchema, idempotencyKey: idempotencyKeySchema }),
    purchaseResultSchema,
  ),
  /** Signed in: whether the actor owns the product. */
  owned: defineQuery(
    'ledger.purchases.owned',
    z.object({ productId: productIdSchema }),
    z.object({ purchased: z.boolean() }),
  ),
  /** Signed in: the products the actor owns (for the store list's buttons). */
  ownedIds: defineQuery(
    'ledger.purchases.ownedIds',
    z.object({}),
    z.object({ productIds: z.array(z.uuid()) }),
  ),
  /** Signed in: the file of an owned product; FORBIDDEN for anyone who did not buy it. */
  download: defineRpc(
    'ledger.purchases.download',
    z.object({ productId: productIdSchema }),
    productDownloadSchema,
  ),
} as const;
