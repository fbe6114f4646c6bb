import { z } from 'zod';
import { defineQuery, defineRpc, healthRpc } from '../common/rpc.js';
import { localitySchema } from './localities.contracts.js';
import {
  PROFILES_BY_IDS_MAX,
  adminProfileSchema,
  adminProfileUpdateSchema,
  adminProfilesPageSchema,
  adminProfilesQuerySchema,
  profileSchema,
  profileUpdateSchema,
} from './profile.contracts.js';
import { searchSynonymSchema, workerSearchResultSchema, workerSearchSchema } from './search.contracts.js';
import { userSearchResultSchema, userSearchSchema } from './user-search.contracts.js';

/** NATS operations of the profiles service. Profiles come as the actor may see them (contact details). */
export const ProfilesRpc = {
  health: healthRpc('profiles'),
  /** One profile; NOT_FOUND when it does not exist. */
  get: defineQuery('profiles.profile.get', z.object({ id: z.uuid() }), profileSchema),
  /** The actor's own profile, contact details included. */
  mine: defineQuery('profiles.profile.mine', z.object({}), profileSchema),
  /** The actor edits their own profile. */
  update: defineRpc('profiles.profile.update', profileUpdateSchema, profileSchema),
  /** Several profiles at once (joins in other services); unknown ids are left out. */
  byIds: defineQuery(
    'profiles.profile.byIds',
    z.object({ ids: z.array(z.uuid()).max(PROFILES_BY_IDS_MAX) }),
    z.array(profileSchema),
  ),
  /** Available workers, newest first (employer dashboard). */
  availableWorkers: defineQuery(
    'profiles.workers.available',
    z.object({
      limit: z
        .number()
        .int()
        .min(1, { error: 'Le nombre de profils doit être compris entre 1 et 12.' })
        .max(12, { error: 'Le nombre de profils doit être compris entre 1 et 12.' })
        .default(2),
    }),
    z.array(profileSchema),
  ),
  /** Worker search (/search) and directory (/profiles). */
  search: defineQuery('profiles.workers.search', workerSearchSchema, workerSearchResultSchema),
  /** Every search synonym (a few hundred at most): the job board's search reads them too. */
  searchSynonyms: defineQuery('profiles.search.synonyms', z.object({}), z.array(searchSynonymSchema)),
  /** People whose name contains the query (accents and case ignored), the actor excluded. */
  searchByName: defineQuery('profiles.users.searchByName', userSearchSchema, z.array(userSearchResultSchema)),
  /** Localities of Senegal, ordered by city then name. */
  localities: defineQuery('profiles.localities.list', z.object({}), z.array(localitySchema)),
  /** Admin: one page of profiles, searched and sorted. */
  adminList: defineRpc('profiles.admin.list.v2', adminProfilesQuerySchema, adminProfilesPageSchema),
  /** Admin: renames, changes the profession or the verified badge of a profile. */
  adminUpdate: defineRpc('profiles.admin.update', adminProfileUpdateSchema, adminProfileSchema),
} as const;
