import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const PORTFOLIO_LIMITS = { title: 120, description: 1_000, items: 50 } as const;
export const PORTFOLIO_ITEM_TYPES = ['image', 'pdf', 'video'] as const;
export const portfolioItemTypeSchema = z.enum(PORTFOLIO_ITEM_TYPES);
export type PortfolioItemType = z.infer<typeof portfolioItemTypeSchema>;

export const PORTFOLIO_OWNER_MESSAGE = 'Seul le professionnel peut modifier ses réalisations.';
export const PORTFOLIO_FULL_MESSAGE = 'Vous ne pouvez pas ajouter plus de 50 réalisations.';
export const PORTFOLIO_FILE_MESSAGE = 'Le fichier doit être envoyé depuis la page Réalisations.';

export const portfolioItemInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez indiquer un titre.' })
    .max(PORTFOLIO_LIMITS.title, { error: 'Le titre ne doit pas dépasser 120 caractères.' }),
  /** Blank becomes null. */
  description: z
    .string()
    .trim()
    .max(PORTFOLIO_LIMITS.description, { error: 'La description ne doit pas dépasser 1000 caractères.' })
    .nullish()
    .transform((description) => (description ? description : null)),
  type: portfolioItemTypeSchema,
  /** A URL returned by POST /uploads/portfolio for the same user (checked by the gateway and the service). */
  fileUrl: z.string().trim().min(1).max(2_000),
});
export type PortfolioItemInputDto = z.infer<typeof portfolioItemInputSchema>;

export const portfolioItemSchema = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: portfolioItemTypeSchema,
  fileUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type PortfolioItemDto = z.infer<typeof portfolioItemSchema>;

/** Any string: an id that is not a known item answers NOT_FOUND. */
const portfolioItemIdSchema = z.string().max(100);

/** A worker's portfolio (Réalisations, spec §2): the owner edits, signed-in users read. */
export const ProfilesPortfolioRpc = {
  /** Newest first. */
  list: defineQuery('profiles.portfolio.list', z.object({ ownerId: z.uuid() }), z.array(portfolioItemSchema)),
  add: defineRpc(
    'profiles.portfolio.add',
    z.object({ input: portfolioItemInputSchema }),
    portfolioItemSchema,
  ),
  /** `replacedFileUrl` is the old file when the update changed it: the caller removes it from storage. */
  update: defineRpc(
    'profiles.portfolio.update',
    z.object({ id: portfolioItemIdSchema, input: portfolioItemInputSchema }),
    z.object({ item: portfolioItemSchema, replacedFileUrl: z.string().nullable() }),
  ),
  /** Answers the deleted item's file, which the caller removes from storage. */
  delete: defineRpc(
    'profiles.portfolio.delete',
    z.object({ id: portfolioItemIdSchema }),
    z.object({ fileUrl: z.string() }),
  ),
} as const;
