import { isEmailAddress } from '@liggeey/contracts/email-address';

/** Spec §5: an e-mail address is text@text.text, the same rule the server applies. */
export function isValidNewsletterEmail(email: string): boolean {
  return isEmailAddress(email.trim());
}
