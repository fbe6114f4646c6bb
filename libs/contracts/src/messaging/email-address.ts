/*
 * Spec §5's e-mail rule, shared by the messaging service and the web forms (zod-free, so the web
 * app imports it through `@liggeey/contracts/email-address` without the validation library).
 */

/** Spec §5: text, @, text, a dot, text — no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

export const INVALID_EMAIL_MESSAGE = 'Veuillez saisir une adresse e-mail valide.';
export const MISSING_FIELDS_MESSAGE = 'Veuillez remplir tous les champs.';

/** Whether an already trimmed address has the shape the spec accepts. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}
