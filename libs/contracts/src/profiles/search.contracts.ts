import { z } from 'zod';
import { profileSchema } from './profile.contracts.js';

export const WORKER_AVAILABILITIES = ['NOW', 'THIS_WEEK', 'THIS_MONTH'] as const;
export const workerAvailabilitySchema = z.enum(WORKER_AVAILABILITIES);
export type WorkerAvailability = z.infer<typeof workerAvailabilitySchema>;

export const WORKER_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'PROXIMITY'] as const;
export const workerSortSchema = z.enum(WORKER_SORTS);
export type WorkerSort = z.infer<typeof workerSortSchema>;

/** Spec §2 /search: the distance filter offers 5, 10 and 25 km. */
export const WORKER_SEARCH_DISTANCES = [5, 10, 25] as const;
export const WORKER_SEARCH_MAX_PAGE_SIZE = 48;

/** Spec §5: a search term that is blank once trimmed is refused. */
export const EMPTY_SEARCH_MESSAGE = 'Veuillez entrer un terme de recherche.';

/** GraphQL `WorkerSearchInput`, plus whether a term is required (/search) or optional (/profiles). */
export const workerSearchSchema = z.object({
  q: z.string().trim().max(200, { error: 'La recherche ne doit pas dépasser 200 caractères.' }).nullish(),
  profession: z
    .string()
    .trim()
    .max(120, { error: 'Le métier ne doit pas dépasser 120 caractères.' })
    .nullish(),
  maxPrice: z
    .number()
    .int({ error: 'Le prix maximum doit être un nombre entier.' })
    .min(0, { error: 'Le prix maximum ne peut pas être négatif.' })
    .nullish(),
  localityId: z.uuid({ error: 'Veuillez choisir une localité de la liste.' }).nullish(),
  distanceKm: z
    .number()
    .refine((km) => (WORKER_SEARCH_DISTANCES as readonly number[]).includes(km), {
      error: 'La distance doit être de 5, 10 ou 25 km.',
    })
    .nullish(),
  availability: workerAvailabilitySchema.nullish(),
  sort: workerSortSchema.nullish().transform((sort) => sort ?? 'RELEVANCE'),
  page: z
    .number()
    .int()
    .min(1, { error: 'Le numéro de page doit être compris entre 1 et 10 000.' })
    .max(10_000, { error: 'Le numéro de page doit être compris entre 1 et 10 000.' })
    .nullish()
    .transform((page) => page ?? 1),
  pageSize: z
    .number()
    .int()
    .min(1, { error: 'La taille de page doit être comprise entre 1 et 48.' })
    .max(WORKER_SEARCH_MAX_PAGE_SIZE, { error: 'La taille de page doit être comprise entre 1 et 48.' })
    .nullish()
    .transform((size) => size ?? 12),
  /** /search needs a term; the directory lists every worker without one. */
  requireQuery: z.boolean().default(false),
  /** Whether each profile's `followedByMe` is read for the viewer (only when a client asks for it). */
  withFollows: z.boolean().default(false),
});
export type WorkerSearchRequest = z.input<typeof workerSearchSchema>;
export type WorkerSearch = z.output<typeof workerSearchSchema>;

export const workerSearchResultSchema = z.object({
  /** Matches counted up to a cap: past it `totalCapped` is set and `total` is the cap. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Boosted profiles first, then the chosen order. */
  items: z.array(profileSchema),
  /**
   * Whether the answer holds more of the viewer than their role: whom they follow, distances from
   * their own locality, their own card (with their contact details). Others may not be given it.
   */
  viewerSpecific: z.boolean(),
});
export type WorkerSearchResultDto = z.infer<typeof workerSearchResultSchema>;

/**
 * The search synonyms (what employers type → the trade's words, both normalised as the search
 * reads a query), kept by profiles: the job board reads the same ones.
 */
export const searchSynonymSchema = z.object({ term: z.string(), expansion: z.string() });
export type SearchSynonymDto = z.infer<typeof searchSynonymSchema>;
