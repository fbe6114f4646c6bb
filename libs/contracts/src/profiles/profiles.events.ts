import { z } from 'zod';
import { userTypeSchema } from '../common/actor.js';
import { defineEvent } from '../common/events.js';

export const profileUpdatedSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  type: userTypeSchema,
  profilePicUrl: z.string().nullable(),
});
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;

/** Facts the profiles service publishes. */
export const ProfilesEvents = {
  /** A profile's public name or picture changed: services that show them keep their copy in step. */
  profileUpdated: defineEvent('profiles.profile.updated', profileUpdatedSchema),
} as const;
