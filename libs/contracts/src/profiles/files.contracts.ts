import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const PROFILE_FILE_KINDS = ['avatar', 'cover', 'cv'] as const;
export const profileFileKindSchema = z.enum(PROFILE_FILE_KINDS);
export type ProfileFileKind = z.infer<typeof profileFileKindSchema>;

/** The files of a profile (picture, cover, CV) stored by the gateway's uploads. */
export const ProfilesFilesRpc = {
  /** Stores the URL on the actor's profile; answers the URL it replaces, for the caller to remove. */
  set: defineRpc(
    'profiles.files.set',
    z.object({ kind: profileFileKindSchema, url: z.string().min(1).max(2_000) }),
    z.object({ previousUrl: z.string().nullable() }),
  ),
} as const;
