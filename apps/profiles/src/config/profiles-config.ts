import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

/** The profiles service's variables. */
export const profilesConfigSchema = serviceConfigSchema.extend({
  /**
   * How long a search's ranked page is reused (0: never). Employers repeat the same searches, and
   * an order half a minute behind an edit or a boost is fine: the rows are reused for less (see
   * SEARCH_CARDS_TTL_MS), what depends on the viewer is applied per request, and a profile removed
   * or hidden since is left out. 30 s rather than 5 s: 84 % of the bench's mix reused instead of
   * 64 %, 235 req/s instead of 162.
   */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /**
   * How long the rows of a page of results are reused (0: never; see ProfileCards): a card a few
   * seconds behind an admin's check or a new review is fine, and an owner's own edit through this
   * instance shows at once. Reading them was a statement for every search, reused page or not.
   */
  SEARCH_CARDS_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * How long a search's number of matches is reused (0: never), by its conditions alone (every page
   * and order of a text and filters). Counting visits up to a thousand matches, the costliest part
   * of a search nobody made a moment ago; a total up to a minute behind is fine ('Plus de 1 000').
   */
  SEARCH_COUNT_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /**
   * How long the trades page's catalogue, with each trade's number of workers, is reused before it
   * is read again in the background (0: read at each visit). Counting groups every listed worker:
   * 2.6 s on a million profiles, for each visit of /metiers. A count a minute behind a sign-up is
   * fine there.
   */
  TRADE_CATALOGUE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /**
   * From this many estimated matches a relevance page is read in the stored order of the workers
   * (worker-search.repository.ts); the tests set 0 to take that path on a few profiles.
   */
  SEARCH_STORED_ORDER_FROM: z.coerce.number().int().min(0).default(2_000),
});
export type ProfilesConfig = z.infer<typeof profilesConfigSchema>;
