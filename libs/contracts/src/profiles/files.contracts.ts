import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const PROFILE_FILE_KINDS = ['avatar', 'cover', 'cv'] as const;
export const profileFileKindSchema = z.enum(PROFILE_FILE_KINDS);
export type ProfileFileKind = z.infer<typeof profileFileKindSchema>;

/**
 * A file kept in the gateway's private storage is recorded as this prefix and its storage key
 * (`private:cvs/<owner>/<name>`): it has no URL, people read it through a checked download.
 */
export const PRIVATE_FILE_PREFIX = 'private:';

/** Where the gateway serves a profile's CV to those who may read it. */
export function cvDownloadPath(profileId: string): string {
  return `/downloads/cv/${profileId}`;
}

/** The files of a profile (picture, cover, CV) stored by the gateway's uploads. */
export const ProfilesFilesRpc = {
  /** Stores the URL on the actor's profile; answers the URL it replaces, for the caller to remove. */
  set: defineRpc(
    'profiles.files.set',
    z.object({ kind: profileFileKindSchema, url: z.string().min(1).max(2_000) }),
    z.object({ previousUrl: z.string().nullable() }),
  ),
  /**
   * The private storage key of a profile's CV, for the gateway's download: its owner, employers
   * and admins (spec §6: a professional's details are for employers). NOT_FOUND without a CV.
   */
  cv: defineRpc('profiles.files.cv', z.object({ profileId: z.uuid() }), z.object({ key: z.string() })),
  /**
   * Services only: profiles whose CV still has a public URL (uploaded before CVs were private),
   * for the gateway's move to private storage; by profile id, after `after`.
   */
  publicCvs: defineRpc(
    'profiles.files.publicCvs',
    z.object({ after: z.uuid().nullable(), limit: z.number().int().min(1).max(500) }),
    z.object({ cvs: z.array(z.object({ profileId: z.uuid(), url: z.string() })) }),
  ),
  /**
   * Services only: points the profile's CV at its private copy if it still is `from` (compare and
   * set); `moved` is true when the profile now records `to`, false when its CV changed meanwhile.
   */
  moveCv: defineRpc(
    'profiles.files.moveCv',
    z.object({
      profileId: z.uuid(),
      from: z.string().min(1).max(2_000),
      to: z.string().startsWith(PRIVATE_FILE_PREFIX).max(2_000),
    }),
    z.object({ moved: z.boolean() }),
  ),
} as const;
