import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/**
 * The one answer to a reset request, whether or not an account uses the address: the answer must
 * not tell a visitor which addresses have an account.
 */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien est valable 1 heure.';

/** A reset link that is unknown, already used or expired. */
export const PASSWORD_RESET_INVALID_LINK_MESSAGE =
  'Ce lien de réinitialisation est invalide ou a expiré. Veuillez faire une nouvelle demande.';

/** Too many requests for one address or from one network address. */
export const PASSWORD_RESET_RATE_LIMITED_MESSAGE =
  'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.';

export const passwordResetRequestSchema = z.object({
  email: z.email().max(320),
  /** The caller's network address, set by the gateway (never part of the public input). */
  ip: z.string().min(1).max(64),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetCompletionSchema = z.object({
  /** The token of the e-mailed link. */
  token: z.string().min(1).max(200),
  // The minimum length and the other rules are identity's (the admin's security setting).
  password: z.string().min(1).max(1_024),
});
export type PasswordResetCompletion = z.infer<typeof passwordResetCompletionSchema>;

/** "Mot de passe oublié ?": a single-use link by e-mail, then a new password. Open to visitors. */
export const IdentityPasswordResetRpc = {
  /** Always answers the same message (or RATE_LIMITED, alike for every address). */
  request: defineRpc(
    'identity.passwordReset.request',
    passwordResetRequestSchema,
    z.object({ message: z.string() }),
  ),
  /** Sets the new password, uses up the link and ends every session of the account. */
  complete: defineRpc(
    'identity.passwordReset.complete',
    passwordResetCompletionSchema,
    z.object({ reset: z.literal(true) }),
  ),
} as const;
