import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const OFFER_NOT_ACTIVE_MESSAGE = 'Seule une offre active peut être boostée.';

export const jobBoostRequestSchema = z.object({
  jobId: z.uuid(),
  /** The offer's employer: the boost applies only to their own offer. */
  employerId: z.uuid(),
  days: z.number().int().min(1).max(90),
  /** The ledger spend paying for it: applying the same one twice extends the boost once. */
  transactionId: z.uuid(),
});
export type JobBoostRequest = z.infer<typeof jobBoostRequestSchema>;

export const boostResultSchema = z.object({ boostedUntil: z.iso.datetime() });
export type BoostResultDto = z.infer<typeof boostResultSchema>;

/** Paid boosts of job offers (services only: the gateway calls it once the credits are spent). */
export const JobsBoostsRpc = {
  /** Extends the offer's boost by `days` from now or from its current end, whichever is later. */
  boost: defineRpc('jobs.offers.boost', jobBoostRequestSchema, boostResultSchema),
} as const;
