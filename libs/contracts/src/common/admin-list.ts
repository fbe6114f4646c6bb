import { z } from 'zod';

/** The most rows an admin list page asks for at once; NATS messages stay small whatever the table. */
export const ADMIN_PAGE_SIZE_MAX = 100;

const PAGE_SIZE_MESSAGE = `La taille de page doit être comprise entre 1 et ${ADMIN_PAGE_SIZE_MAX}.`;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/**
 * One page of an admin list, searched and sorted by the service that owns the rows (back office
 * §2: every list page has a search box). `sort` is one of the list's own columns, the first by default.
 */
export function adminListQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return z.object({
    q: z.string().trim().max(200).nullish(),
    page: z.number().int().min(1, { error: 'La page doit être au moins 1.' }).default(1),
    pageSize: z
      .number()
      .int()
      .min(1, { error: PAGE_SIZE_MESSAGE })
      .max(ADMIN_PAGE_SIZE_MAX, { error: PAGE_SIZE_MESSAGE })
      .default(20),
    sort: z.enum(sortFields).default(sortFields[0] as S[number]),
    order: sortOrderSchema.default('desc'),
  });
}

/**
 * The most people a search of a list owned elsewhere (payments, transactions) is widened to: the
 * gateway finds them by name or e-mail in profiles, the list's owner matches their rows.
 */
export const ADMIN_SEARCH_MAX_PEOPLE = 100;
export const adminSearchPeopleSchema = z.array(z.uuid()).max(ADMIN_SEARCH_MAX_PEOPLE).default([]);

export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
