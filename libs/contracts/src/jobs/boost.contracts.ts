import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import { clientKeySchema } from '../ledger/credits.contracts.js';

export const OFFER_NOT_ACTIVE_MESSAGE = 'Seule une offre active peut être boostée.';
export const NOT_OWN_OFFER_MESSAGE = 'Vous ne pouvez booster que vos propres offres.';

export const jobBoostRequestSchema = z.object({
  jobId: z.uuid({ error: 'Offre introuvable.' }),
  /** One per click: a retry spends and boosts once. */
  idempotencyKey: clientKeySchema,
});
export type JobBoostRequest = z.infer<typeof jobBoostRequestSchema>;

export const boostResultSchema = z.object({
  boostedUntil: z.iso.datetime(),
  /** The payer's balance right after the spend. */
  balance: z.number().int(),
});
export type BoostResultDto = z.infer<typeof boostResultSchema>;

/** Paid boosts of job offers. */
export const JobsBoostsRpc = {
  /**
   * The offer's employer pays `JOB_BOOST.credits` and the boost is extended by `JOB_BOOST.days`
   * from now or from its current end, whichever is later; refunded when it cannot be applied.
   */
  boost: defineRpc('jobs.offers.boost', jobBoostRequestSchema, boostResultSchema),
} as const;
