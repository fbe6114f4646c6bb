import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const STORE_PRODUCTS_DEFAULT_LIMIT = 3;
export const STORE_PRODUCTS_MAX_LIMIT = 50;

/** A digital product as the home page and the store list show it. */
export const storeProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  creditsPrice: z.number().int(),
  imageUrl: z.string().nullable(),
  /** An external campaign promotes it: listed first and marked 'Sponsorisé'. */
  sponsored: z.boolean(),
});
export type StoreProductDto = z.infer<typeof storeProductSchema>;

/**
 * A credit pack as /buy-credits and the payments service see it. In the store table a pack's
 * `creditsPrice` is its price in F CFA and its first feature the number of credits; this shape
 * names both plainly so no caller repeats that reading.
 */
export const creditPackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Price in F CFA (XOF). */
  price: z.number().int().positive(),
  credits: z.number().int().positive(),
});
export type CreditPackDto = z.infer<typeof creditPackSchema>;

export const PRODUCT_TYPES = ['digital_product', 'physical_product', 'credit_pack'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Back office §2: the picture a digital product gets when the admin gives none. */
export const DEFAULT_PRODUCT_IMAGE_URL = '/images/products/default.svg';

/** Private storage keys of paid files: `digital_products/{timestamp}_{name}` (never a URL). */
export const PRODUCT_FILE_KEY_PATTERN = /^digital_products\/[a-z0-9][a-z0-9._-]{0,120}$/;

/**
 * The seeded sample products' files: the ledger seed records these keys, the gateway writes small
 * PDFs under them in private storage when it starts and they are missing.
 */
export const SAMPLE_PRODUCT_FILES = [
  {
    productId: '00000000-0000-4000-8000-000000002001',
    fileKey: 'digital_products/exemple-guide-du-freelance.pdf',
    title: 'Le guide du freelance',
  },
  {
    productId: '00000000-0000-4000-8000-000000002002',
    fileKey: 'digital_products/exemple-modeles-de-cv.pdf',
    title: 'Pack de 10 modèles de CV',
  },
  {
    productId: '00000000-0000-4000-8000-000000002003',
    fileKey: 'digital_products/exemple-formation-linkedin-pro.pdf',
    title: 'Formation LinkedIn Pro',
  },
] as const;

/** One product as its page shows it; a paid file is never addressed here, only `hasFile`. */
export const productDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(PRODUCT_TYPES),
  creditsPrice: z.number().int(),
  features: z.array(z.string()),
  imageUrl: z.string().nullable(),
  hasFile: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProductDetailDto = z.infer<typeof productDetailSchema>;

/** A product's page in the store: `sponsored` while an external campaign promotes it. */
export const storeProductDetailSchema = productDetailSchema.extend({ sponsored: z.boolean() });
export type StoreProductDetailDto = z.infer<typeof storeProductDetailSchema>;

/** A product as the back office lists it, with its private file key. */
export const adminProductSchema = productDetailSchema.extend({
  fileKey: z.string().nullable(),
  fileType: z.string().nullable(),
});
export type AdminProductDto = z.infer<typeof adminProductSchema>;

const PRICE_MESSAGE = 'Le prix doit être un nombre entier de crédits entre 1 et 1 000 000.';
const NAME_MESSAGE = 'Veuillez indiquer le nom du produit (200 caractères au plus).';
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value || null);

/** Back office §5: a digital or physical product needs a name and an integer price. */
export const productInputSchema = z.object({
  type: z.enum(['digital_product', 'physical_product'], { error: 'Type de produit inconnu.' }),
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(1, { error: NAME_MESSAGE })
    .max(200, { error: NAME_MESSAGE }),
  description: optionalText(5000, 'La description ne doit pas dépasser 5 000 caractères.'),
  creditsPrice: z
    .number({ error: PRICE_MESSAGE })
    .int({ error: PRICE_MESSAGE })
    .min(1, { error: PRICE_MESSAGE })
    .max(1_000_000, { error: PRICE_MESSAGE }),
  imageUrl: optionalText(2000, "L'adresse de l'image ne doit pas dépasser 2 000 caractères."),
  features: z
    .array(z.string().trim().min(1).max(200, { error: 'Un avantage ne doit pas dépasser 200 caractères.' }))
    .max(20, { error: 'Pas plus de 20 avantages.' })
    .default([]),
  /** From POST /product-files/file; digital products only. */
  fileKey: z
    .string()
    .regex(PRODUCT_FILE_KEY_PATTERN, { error: 'Fichier du produit invalide.' })
    .nullish()
    .transform((value) => value ?? null),
  fileType: optionalText(100, 'Type de fichier invalide.'),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputData = z.output<typeof productInputSchema>;

const PACK_INVALID = 'Données invalides';
const packInteger = z
  .number({ error: PACK_INVALID })
  .int({ error: PACK_INVALID })
  .min(1, { error: PACK_INVALID })
  .max(100_000_000, { error: PACK_INVALID });

/** Back office §5: credits and price integers above 0; name and description default from credits. */
export const creditPackInputSchema = z.object({
  credits: packInteger,
  /** Price in F CFA. */
  price: packInteger,
  name: optionalText(200, NAME_MESSAGE),
  description: optionalText(5000, 'La description ne doit pas dépasser 5 000 caractères.'),
});
export type CreditPackInput = z.input<typeof creditPackInputSchema>;
export type CreditPackInputData = z.output<typeof creditPackInputSchema>;

/** What a deletion did: a product someone bought is hidden, not erased, so they keep their file. */
export const productDeletionSchema = z.object({
  id: z.uuid(),
  /** The private file the gateway must now remove (null when none, or when buyers keep it). */
  removedFileKey: z.string().nullable(),
  /** Uploaded picture the gateway may remove (null when kept). */
  removedImageUrl: z.string().nullable(),
});
export type ProductDeletionDto = z.infer<typeof productDeletionSchema>;

/** A product after an admin's change, with the files it no longer uses (null when unchanged). */
export const productUpdateSchema = z.object({
  product: adminProductSchema,
  replacedFileKey: z.string().nullable(),
  replacedImageUrl: z.string().nullable(),
});
export type ProductUpdateDto = z.infer<typeof productUpdateSchema>;

const productId = z.object({ id: z.uuid({ error: 'Produit introuvable' }) });

/** Store catalogue operations of the ledger service. */
export const LedgerProductsRpc = {
  /** Public: digital products, the sponsored ones first, then newest first. */
  storeProducts: defineQuery(
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
  /** Public: credit packs, cheapest first. */
  creditPacks: defineRpc('ledger.products.credit-packs', z.object({}), z.array(creditPackSchema)),
  /** One credit pack; NOT_FOUND when the id is not a pack. */
  creditPack: defineRpc('ledger.products.credit-pack', z.object({ id: z.uuid() }), creditPackSchema),
  /** Public: one digital product of the store; NOT_FOUND 'Produit introuvable' otherwise. */
  product: defineQuery('ledger.products.get', productId, storeProductDetailSchema),
  /** Admins: every product of a type (packs cheapest first, others newest first). */
  adminList: defineRpc(
    'ledger.products.admin-list',
    z.object({ type: z.enum(PRODUCT_TYPES) }),
    z.array(adminProductSchema),
  ),
  adminCreate: defineRpc('ledger.products.create', productInputSchema, adminProductSchema),
  /** Admins: also names the stored files the change replaced, for the gateway to remove. */
  adminUpdate: defineRpc(
    'ledger.products.update',
    z.object({ id: z.uuid(), input: productInputSchema }),
    productUpdateSchema,
  ),
  /** Admins: creates (no id) or changes a credit pack. */
  saveCreditPack: defineRpc(
    'ledger.products.save-credit-pack',
    z.object({ id: z.uuid().optional(), input: creditPackInputSchema }),
    adminProductSchema,
  ),
  adminDelete: defineRpc('ledger.products.delete', productId, productDeletionSchema),
} as const;
