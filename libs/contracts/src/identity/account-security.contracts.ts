import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** The answer to an e-mail change: the same whether or not another account uses the new address. */
export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'Un e-mail de confirmation a été envoyé à la nouvelle adresse. Votre adresse sera modifiée dès que vous aurez cliqué sur le lien (valable 24 heures).';

/** A confirmation link that is unknown, already used or expired. */
export const EMAIL_CHANGE_INVALID_LINK_MESSAGE =
  'Ce lien de confirmation est invalide ou a expiré. Veuillez refaire la demande depuis votre profil.';

/** The new address was taken by another account between the request and the link. */
export const EMAIL_CHANGE_TAKEN_MESSAGE =
  "Cette adresse e-mail n'est plus disponible. Veuillez refaire la demande avec une autre adresse.";

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Mot de passe actuel incorrect.';

export const SAME_EMAIL_MESSAGE = 'Cette adresse est déjà celle de votre compte.';
/** `endSession` with the id of a session that is not one of the caller's. */
export const SESSION_NOT_FOUND_MESSAGE = 'Session introuvable.';

/** Set by the gateway from the bearer token (`sid`), never by the client: "this device". */
const currentSessionId = z.uuid().optional();

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(1_024),
  // The minimum length and the other rules are identity's (the admin's security setting).
  newPassword: z.string().min(1).max(1_024),
  currentSessionId,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const requestEmailChangeSchema = z.object({
  password: z.string().min(1).max(1_024),
  newEmail: z.email().max(320),
});
export type RequestEmailChange = z.infer<typeof requestEmailChangeSchema>;

export const deviceSessionSchema = z.object({
  id: z.uuid(),
  /** e.g. "Chrome 131 · Android 14", read from the user agent; null when there was none. */
  device: z.string().nullable(),
  /** ISO 3166 alpha-2 country of the sign-in's address, when known. */
  country: z.string().length(2).nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** The signed-in person's own account: password, address and devices (spec /profile). */
export const IdentityAccountSecurityRpc = {
  /** Needs the current password; ends every other session of the account. */
  changePassword: defineRpc(
    'identity.account.changePassword',
    changePasswordSchema,
    z.object({ endedSessions: z.number().int().min(0) }),
  ),
  /** Needs the password; mails a link to the new address (24 h), tells nobody else yet. */
  requestEmailChange: defineRpc(
    'identity.account.requestEmailChange',
    requestEmailChangeSchema,
    z.object({ message: z.string() }),
  ),
  /** The link of that e-mail (open to visitors: it may be opened on another device). */
  confirmEmailChange: defineRpc(
    'identity.account.confirmEmailChange',
    z.object({ token: z.string().min(1).max(200) }),
    z.object({ email: z.email() }),
  ),
  /** The open browser sessions of the actor's account, most recent activity first. */
  listSessions: defineRpc(
    'identity.account.listSessions',
    z.object({ currentSessionId }),
    z.object({ sessions: z.array(deviceSessionSchema) }),
  ),
  /** Ends one of the actor's sessions ("Déconnecter") or all of them ("Se déconnecter partout"). */
  endSessions: defineRpc(
    'identity.account.endSessions',
    z.union([z.object({ sessionId: z.uuid() }), z.object({ all: z.literal(true) })]),
    z.object({ ended: z.number().int().min(0) }),
  ),
} as const;
