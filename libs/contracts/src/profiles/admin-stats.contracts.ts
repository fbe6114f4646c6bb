import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** Profiles by type, for the admin dashboard. */
export const profileCountsSchema = z.object({
  workers: z.number().int().min(0),
  employers: z.number().int().min(0),
  admins: z.number().int().min(0),
});
export type ProfileCountsDto = z.infer<typeof profileCountsSchema>;

export const ProfilesStatsRpc = {
  /** Admin only. */
  counts: defineRpc('profiles.admin.counts', z.object({}), profileCountsSchema),
} as const;
