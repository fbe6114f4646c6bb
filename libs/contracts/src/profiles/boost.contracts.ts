import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const WORKERS_ONLY_BOOST_MESSAGE = 'Seuls les profils de professionnels peuvent être boostés.';

export const profileBoostRequestSchema = z.object({
  profileId: z.uuid(),
  days: z.number().int().min(1).max(90),
  /** The ledger spend paying for it: applying the same one twice extends the boost once. */
  transactionId: z.uuid(),
});
export type ProfileBoostRequest = z.infer<typeof profileBoostRequestSchema>;

export const profileBoostResultSchema = z.object({ boostedUntil: z.iso.datetime() });
export type ProfileBoostResultDto = z.infer<typeof profileBoostResultSchema>;

/** Paid boosts of worker profiles (services only: the gateway calls it once the credits are spent). */
export const ProfilesBoostsRpc = {
  /** Extends the profile's boost by `days` from now or from its current end, whichever is later. */
  boost: defineRpc('profiles.profile.boost', profileBoostRequestSchema, profileBoostResultSchema),
} as const;
