import { z } from 'zod';
import { userTypeSchema } from '../common/actor.js';

/** Spec §9: the new-conversation user search returns at most 10 people. */
export const USER_SEARCH_LIMIT = 10;
/** Spec §5: the search runs only when the trimmed query is longer than 2 characters. */
export const USER_SEARCH_MIN_LENGTH = 3;

export const userSearchSchema = z.object({
  query: z.string().trim().max(120),
  limit: z.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
});

export const userSearchResultSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profession: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  type: userTypeSchema,
  available: z.boolean(),
});
export type UserSearchResultDto = z.infer<typeof userSearchResultSchema>;
