import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

/** The jobs service's variables. */
export const jobsConfigSchema = serviceConfigSchema.extend({
  /**
   * How long a page of the job board is reused (0: never). Everyone asks for the same first pages;
   * this instance forgets them at once when it publishes, moderates, deletes or boosts an offer,
   * and another instance's page is at most this old. What depends on the viewer is read fresh.
   */
  JOBS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** How often the Redis counters of sponsored offers are added to the daily figures. */
  PROMOTION_FLUSH_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});
export type JobsConfig = z.infer<typeof jobsConfigSchema>;
