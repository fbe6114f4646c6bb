import { z } from 'zod';
import { userTypeSchema } from '../common/actor.js';
import { defineEvent } from '../common/events.js';
import { signUpFilesSchema } from './identity.subjects.js';

export const userRegisteredSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  fullName: z.string().trim().min(1),
  type: userTypeSchema,
  /** Workers only: one of the sign-up trades, or the text typed after choosing 'Autre'. */
  profession: z.string().trim().min(1).nullable(),
  /** The link of the confirmation e-mail; it expires, so a stale event cannot confirm anything. */
  confirmationUrl: z.url(),
  /** Pictures and CV sent with the sign-up form, if any. */
  files: signUpFilesSchema.optional(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

/** Facts the identity service publishes. */
export const IdentityEvents = {
  /** An account was created and waits for its e-mail confirmation. */
  userRegistered: defineEvent('identity.user.registered', userRegisteredSchema),
  /** The person opened the confirmation link: the account is active (welcome bonus, …). */
  userConfirmed: defineEvent('identity.user.confirmed', z.object({ userId: z.uuid(), type: userTypeSchema })),
  /** An account was deleted: every service erases or anonymises that user's data. */
  userDeleted: defineEvent('identity.user.deleted', z.object({ userId: z.uuid() })),
  /** An admin suspended an account: its sessions are closed and its access tokens refused. */
  userSuspended: defineEvent('identity.user.suspended', z.object({ userId: z.uuid() })),
  /** An admin lifted a suspension. */
  userReactivated: defineEvent('identity.user.reactivated', z.object({ userId: z.uuid() })),
} as const;
