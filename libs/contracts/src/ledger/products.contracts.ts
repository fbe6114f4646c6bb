import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const STORE_PRODUCTS_DEFAULT_LIMIT = 3;
export const STORE_PRODUCTS_MAX_LIMIT = 50;

/** A digital product as the home page and the store list show it. */
export const storeProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  creditsPrice: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type StoreProductDto = z.infer<typeof storeProductSchema>;

/** Store catalogue operations of the ledger service. */
export const LedgerProductsRpc = {
  /** Public: digital products, newest first. */
  storeProducts: defineRpc(
    'ledger.products.store',
    z.object({
      limit: z
        .number()
        .int()
        .min(1, { error: 'Le nombre de produits doit être compris entre 1 et 50.' })
        .max(STORE_PRODUCTS_MAX_LIMIT, { error: 'Le nombre de produits doit être compris entre 1 et 50.' })
        .default(STORE_PRODUCTS_DEFAULT_LIMIT),
    }),
    z.array(storeProductSchema),
  ),
} as const;
