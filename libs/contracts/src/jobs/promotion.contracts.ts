import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { defineRpc } from '../common/rpc.js';
import { clientKeySchema } from '../ledger/credits.contracts.js';

/** Back office 'Promotion': the channels of an external campaign. */
export const CAMPAIGN_CHANNELS = ['facebook', 'whatsapp', 'radio', 'affichage', 'autre'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** A campaign runs from its first to its last day included (UTC dates): 'Actif', then 'Terminée'. */
export const CAMPAIGN_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What a campaign promotes: a job offer (jobs), a worker's profile (profiles) or a store product (ledger). */
export const PROMOTED_ITEM_TYPES = ['job', 'profile', 'product'] as const;
export type PromotedItemType = (typeof PROMOTED_ITEM_TYPES)[number];

/** Only workers' profiles are listed in the directory and search, so only they are promoted. */
export const WORKERS_ONLY_CAMPAIGN_MESSAGE = 'Seuls les profils de professionnels peuvent être promus.';

/** How long an admin may offer a boost for, in days. */
export const ADMIN_BOOST_MAX_DAYS = 90;

const campaignDate = (missing: string) => z.iso.date({ error: missing });

export const campaignInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Le nom de la campagne est obligatoire.' })
      .max(120, { error: 'Le nom ne doit pas dépasser 120 caractères.' }),
    channel: z.enum(CAMPAIGN_CHANNELS, { error: 'Veuillez choisir un canal de la liste.' }),
    budgetFcfa: z
      .number({ error: 'Le budget doit être un nombre.' })
      .int({ error: 'Le budget doit être un nombre entier de F CFA.' })
      .min(0, { error: 'Le budget ne peut pas être négatif.' })
      .max(1_000_000_000, { error: 'Le budget ne doit pas dépasser 1 000 000 000 F CFA.' }),
    startsOn: campaignDate('Veuillez indiquer la date de début.'),
    endsOn: campaignDate('Veuillez indiquer la date de fin.'),
    itemType: z.enum(PROMOTED_ITEM_TYPES, { error: "Veuillez choisir le type d'élément à promouvoir." }),
    itemId: z.uuid({ error: "Veuillez choisir l'élément à promouvoir." }),
  })
  .refine((input) => input.endsOn >= input.startsOn, {
    error: 'La date de fin doit être le jour de début ou après.',
    path: ['endsOn'],
  });
export type CampaignInputDto = z.infer<typeof campaignInputSchema>;

export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  budgetFcfa: z.number().int(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  itemType: z.enum(PROMOTED_ITEM_TYPES),
  itemId: z.uuid(),
  /** The offer's title, the profile's name or the product's name (as when the campaign was saved). */
  itemLabel: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.iso.datetime(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;

/** One boost of an offer, paid by its employer or offered by an admin. */
export const adminJobBoostSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string().nullable(),
  /** The employer who paid; null for a boost offered by an admin. */
  paidById: z.uuid().nullable(),
  paidByName: z.string().nullable(),
  grantedByAdmin: z.boolean(),
  credits: z.number().int(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  endedEarlyAt: z.iso.datetime().nullable(),
  active: z.boolean(),
});
export type AdminJobBoostDto = z.infer<typeof adminJobBoostSchema>;

export const adminJobBoostPageSchema = z.object({
  total: z.number().int(),
  items: z.array(adminJobBoostSchema),
});
export type AdminJobBoostPageDto = z.infer<typeof adminJobBoostPageSchema>;

export const grantJobBoostSchema = z.object({
  jobId: z.uuid({ error: 'Offre introuvable.' }),
  days: z
    .number({ error: 'La durée doit être un nombre de jours.' })
    .int({ error: 'La durée doit être un nombre entier de jours.' })
    .min(1, { error: "La durée d'un boost est d'au moins 1 jour." })
    .max(ADMIN_BOOST_MAX_DAYS, {
      error: `La durée d'un boost est de ${ADMIN_BOOST_MAX_DAYS} jours au plus.`,
    }),
  /** One per click: the same key offers one boost. */
  idempotencyKey: clientKeySchema,
});
export type GrantJobBoostDto = z.infer<typeof grantJobBoostSchema>;

/** Impressions and clicks of one sponsored item on one day (UTC). */
export const promotionDayStatSchema = z.object({
  day: z.iso.date(),
  itemType: z.enum(PROMOTED_ITEM_TYPES),
  itemId: z.uuid(),
  itemLabel: z.string().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type PromotionDayStatDto = z.infer<typeof promotionDayStatSchema>;

export const promotionStatsRequestSchema = z
  .object({
    from: z.iso.date({ error: 'Date de début invalide.' }),
    to: z.iso.date({ error: 'Date de fin invalide.' }),
  })
  .refine((range) => range.to >= range.from, {
    error: 'La date de fin doit être le jour de début ou après.',
    path: ['to'],
  });

/** Admin promotion of job offers: boosts, external campaigns and their figures. */
export const JobsPromotionRpc = {
  /** The `limit` newest boosts, paid or offered, and how many there are (admin). */
  boosts: defineRpc(
    'jobs.promotion.boosts',
    z.object({ limit: z.number().int().min(1).max(1_000) }),
    adminJobBoostPageSchema,
  ),
  /** Offers a boost of `days` with no credits moved; the same key gives one boost (admin). */
  grantBoost: defineRpc(
    'jobs.promotion.grantBoost',
    grantJobBoostSchema,
    z.object({ boostedUntil: z.iso.datetime() }),
  ),
  /** Ends the offer's running boosts now; how many were running (admin). */
  endBoost: defineRpc(
    'jobs.promotion.endBoost',
    z.object({ jobId: z.uuid() }),
    z.object({ ended: z.number().int() }),
  ),
  campaigns: defineRpc('jobs.promotion.campaigns', z.object({}), z.array(campaignSchema)),
  /** `itemLabel` names a profile or product the gateway found (jobs name their own offers). */
  createCampaign: defineRpc(
    'jobs.promotion.createCampaign',
    z.object({ input: campaignInputSchema, itemLabel: z.string().max(200).nullable() }),
    campaignSchema,
  ),
  updateCampaign: defineRpc(
    'jobs.promotion.updateCampaign',
    z.object({ id: z.uuid(), input: campaignInputSchema, itemLabel: z.string().max(200).nullable() }),
    campaignSchema,
  ),
  deleteCampaign: defineRpc(
    'jobs.promotion.deleteCampaign',
    z.object({ id: z.uuid() }),
    z.object({ id: z.uuid() }),
  ),
  /** Per day and sponsored item, from the counters flushed so far (admin). */
  stats: defineRpc('jobs.promotion.stats', promotionStatsRequestSchema, z.array(promotionDayStatSchema)),
} as const;

/** The Redis counters of sponsored items shown (impressions) and opened (clicks), per UTC day. */
export const PROMOTION_METRICS = ['impressions', 'clicks'] as const;
export type PromotionMetric = (typeof PROMOTION_METRICS)[number];

/** `{namespace}:promo:{day}:{kind}:{id}:{metric}`: the gateway counts, the owner flushes. */
export function promotionCounterKey(
  namespace: string,
  day: string,
  kind: PromotedItemType,
  id: string,
  metric: PromotionMetric,
): string {
  return `${namespace}:promo:${day}:${kind}:${id}:${metric}`;
}

/**
 * A campaign saved or deleted, with its dates: the profiles and ledger services keep the windows of
 * their own items' campaigns from it (the newest `version` wins, so a redelivery changes nothing).
 */
export const campaignChangedSchema = z.object({
  campaignId: z.uuid(),
  itemType: z.enum(PROMOTED_ITEM_TYPES),
  itemId: z.uuid(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  deleted: z.boolean(),
  /** Milliseconds of the change: orders the events of one campaign. */
  version: z.number().int(),
});
export type CampaignChangedEvent = z.infer<typeof campaignChangedSchema>;

export const PromotionEvents = {
  campaignChanged: defineEvent('jobs.campaign.changed', campaignChangedSchema),
} as const;
