import { z } from 'zod';
import { defineQuery } from '../common/rpc.js';

/** Spec §9: the six categories of the trades page, in display order. */
export const TRADE_CATEGORIES = [
  'Artisanat',
  'Digital & Tech',
  'Services à la personne',
  'Transport & Logistique',
  'BTP & Immobilier',
  'Santé & Bien-être',
] as const;
export const tradeCategoryNameSchema = z.enum(TRADE_CATEGORIES);
export type TradeCategoryName = z.infer<typeof tradeCategoryNameSchema>;

export const tradeSchema = z.object({
  name: z.string(),
  category: tradeCategoryNameSchema,
  description: z.string(),
  skills: z.array(z.string()),
  /** Monthly pay range in F CFA. */
  salaryMin: z.number().int().min(0),
  salaryMax: z.number().int().min(0),
  /** Worker profiles whose profession is this trade's name, ignoring case. */
  workerCount: z.number().int().min(0),
});
export type TradeDto = z.infer<typeof tradeSchema>;

export const tradeCategorySchema = z.object({
  name: tradeCategoryNameSchema,
  trades: z.array(tradeSchema),
});
export type TradeCategoryDto = z.infer<typeof tradeCategorySchema>;

/** The public trades catalogue (/metiers). */
export const ProfilesTradesRpc = {
  catalogue: defineQuery('profiles.trades.catalogue', z.object({}), z.array(tradeCategorySchema)),
} as const;
