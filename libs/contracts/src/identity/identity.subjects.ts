import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';

/** Files sent with the sign-up form (spec §2 /signup steps 2 and 3), already stored by the gateway. */
export const signUpFilesSchema = z.object({
  profilePicUrl: z.string().max(500).nullish(),
  coverPicUrl: z.string().max(500).nullish(),
  cvUrl: z.string().max(500).nullish(),
});
export type SignUpFiles = z.infer<typeof signUpFilesSchema>;

/** Who can sign up: admins are created by admins, never through the public form. */
export const SIGN_UP_TYPES = ['worker', 'employer'] as const;

export const signUpRequestSchema = z.object({
  type: z.enum(SIGN_UP_TYPES),
  fullName: z.string().trim().min(1).max(120),
  email: z.email().max(320),
  // The minimum length is an admin setting, checked by the identity service.
  password: z.string().min(1).max(1_024),
  /** Workers only: one of the sign-up trades, or the text typed after choosing 'Autre'. */
  profession: z.string().trim().min(1).max(120).nullish(),
  /**
   * Set by the gateway only (never part of the public GraphQL input): when the sign-up form sends
   * pictures or a CV, the gateway stores them under the new account's id before creating it.
   */
  accountId: z.uuid().optional(),
  files: signUpFilesSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** NATS operations of the identity service. */
export const IdentityRpc = {
  health: healthRpc('identity'),
  /** Creates an account waiting for its e-mail confirmation. */
  signUp: defineRpc(
    'identity.signUp',
    signUpRequestSchema,
    z.object({
      email: z.email(),
      accountId: z.uuid(),
      /**
       * False when the address already had an account: the caller answers the person exactly as
       * for a new one (the owner is e-mailed instead) but may drop what it stored for the sign-up.
       */
      created: z.boolean(),
    }),
  ),
  /** Deletes the actor's own account once its current password is confirmed. */
  deleteAccount: defineRpc(
    'identity.deleteAccount',
    z.object({ password: z.string().min(1).max(1_024) }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
