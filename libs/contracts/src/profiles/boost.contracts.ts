import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import { boostResultSchema } from '../jobs/boost.contracts.js';
import { clientKeySchema } from '../ledger/credits.contracts.js';

export const WORKERS_ONLY_BOOST_MESSAGE = 'Seuls les profils de professionnels peuvent être boostés.';

export const profileBoostRequestSchema = z.object({
  /** One per click: a retry spends and boosts once. */
  idempotencyKey: clientKeySchema,
});
export type ProfileBoostRequest = z.infer<typeof profileBoostRequestSchema>;

/** Paid boosts of worker profiles. */
export const ProfilesBoostsRpc = {
  /**
   * The actor (a worker) pays `PROFILE_BOOST.credits` and its profile's boost is extended by
   * `PROFILE_BOOST.days` from now or from its current end, whichever is later.
   */
  boost: defineRpc('profiles.profile.boost', profileBoostRequestSchema, boostResultSchema),
} as const;
