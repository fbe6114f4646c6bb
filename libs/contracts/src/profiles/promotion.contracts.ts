import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import { clientKeySchema } from '../ledger/credits.contracts.js';
import { ADMIN_BOOST_MAX_DAYS } from '../jobs/promotion.contracts.js';

/** One boost of a worker's profile, paid by the worker or offered by an admin. */
export const adminProfileBoostSchema = z.object({
  id: z.uuid(),
  profileId: z.uuid(),
  profileName: z.string().nullable(),
  grantedByAdmin: z.boolean(),
  credits: z.number().int(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  endedEarlyAt: z.iso.datetime().nullable(),
  active: z.boolean(),
});
export type AdminProfileBoostDto = z.infer<typeof adminProfileBoostSchema>;

export const grantProfileBoostSchema = z.object({
  profileId: z.uuid({ error: 'Profil introuvable.' }),
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
export type GrantProfileBoostDto = z.infer<typeof grantProfileBoostSchema>;

/** Admin promotion of worker profiles: their boosts. */
export const ProfilesPromotionRpc = {
  /** The `limit` newest boosts, paid or offered, and how many there are (admin). */
  boosts: defineRpc(
    'profiles.promotion.boosts',
    z.object({ limit: z.number().int().min(1).max(1_000) }),
    z.object({ total: z.number().int(), items: z.array(adminProfileBoostSchema) }),
  ),
  /** Offers a boost of `days` to a worker's profile with no credits moved; one boost per key (admin). */
  grantBoost: defineRpc(
    'profiles.promotion.grantBoost',
    grantProfileBoostSchema,
    z.object({ boostedUntil: z.iso.datetime() }),
  ),
  /** Ends the profile's running boosts now; how many were running (admin). */
  endBoost: defineRpc(
    'profiles.promotion.endBoost',
    z.object({ profileId: z.uuid() }),
    z.object({ ended: z.number().int() }),
  ),
} as const;
