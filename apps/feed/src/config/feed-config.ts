import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

/** The feed service's variables. */
export const feedConfigSchema = serviceConfigSchema.extend({
  /**
   * How long the feed's first page is reused (0: never). Everyone opens the feed on the same newest
   * posts; every instance forgets the page on any `feed.*` event (see FirstPageCache), so only an
   * author's new name or picture may show this late.
   */
  FEED_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});
export type FeedConfig = z.infer<typeof feedConfigSchema>;
