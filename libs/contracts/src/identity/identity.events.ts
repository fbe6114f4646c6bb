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

export const passwordResetRequestedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  /** The single-use link of the e-mail; only its hash is stored, and it expires (1 hour). */
  resetUrl: z.url(),
  expiresAt: z.iso.datetime(),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

export const passwordChangedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  changedAt: z.iso.datetime(),
  /** Where to ask for a new link if the owner did not make the change. */
  resetRequestUrl: z.url(),
  /** Through a reset link (every session ended) or in /profile (the other sessions ended). */
  via: z.enum(['reset', 'profile']).default('reset'),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export const sessionsRevokedSchema = z.object({
  userId: z.uuid(),
  /** The browser sessions (the tokens' `sid`) closed now; their access tokens must go too. */
  sessionIds: z.array(z.uuid()),
});
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

export const emailChangeRequestedSchema = z.object({
  userId: z.uuid(),
  newEmail: z.email(),
  /** The single-use link sent to the new address; only its hash is stored, and it expires. */
  confirmUrl: z.url(),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

export const emailChangedSchema = z.object({
  userId: z.uuid(),
  oldEmail: z.email(),
  newEmail: z.email(),
  changedAt: z.iso.datetime(),
  /** Where the old address's owner can take the account back if the change was not theirs. */
  resetRequestUrl: z.url(),
});
export type EmailChanged = z.infer<typeof emailChangedSchema>;

export const signUpAttemptedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  loginUrl: z.url(),
  resetRequestUrl: z.url(),
});
export type SignUpAttempted = z.infer<typeof signUpAttemptedSchema>;

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
  /**
   * An operator made an existing account an admin (`make-admin`, the first admin of a deployment):
   * profiles moves its profile out of the worker and employer lists.
   */
  userMadeAdmin: defineEvent('identity.user.made-admin', z.object({ userId: z.uuid() })),
  /** An admin lifted a suspension. */
  userReactivated: defineEvent('identity.user.reactivated', z.object({ userId: z.uuid() })),
  /** Someone asked for a password reset link for an existing account (messaging mails it). */
  passwordResetRequested: defineEvent('identity.password-reset.requested', passwordResetRequestedSchema),
  /** An account's password was changed (messaging tells the owner). */
  passwordChanged: defineEvent('identity.password.changed', passwordChangedSchema),
  /**
   * Browser sessions ended (sign-out, 'Se déconnecter partout', a device signed out, a password
   * reset, a reused refresh token): the gateway refuses their access tokens (`sid`) at once.
   */
  sessionsRevoked: defineEvent('identity.sessions.revoked', sessionsRevokedSchema),
  /** A member asked to move the account to a new address (messaging mails the link there). */
  emailChangeRequested: defineEvent('identity.email-change.requested', emailChangeRequestedSchema),
  /** The new address was confirmed: profiles copies it, messaging tells the old address. */
  emailChanged: defineEvent('identity.user.email-changed', emailChangedSchema),
  /**
   * A sign-up used the address of an existing account. The form answered as for a new address;
   * messaging tells the owner instead, with the sign-in and reset links.
   */
  signUpAttempted: defineEvent('identity.account.sign-up-attempted', signUpAttemptedSchema),
} as const;
