import { ErrorCode, INVALID_EMAIL_MESSAGE, isEmailAddress } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/**
 * The address as stored: trimmed and lower-cased, so one person is on the list once whatever
 * the case they type. Throws VALIDATION_FAILED when it does not look like an address.
 */
export function newsletterEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!isEmailAddress(email)) {
    throw new DomainException(ErrorCode.ValidationFailed, INVALID_EMAIL_MESSAGE, { field: 'email' });
  }
  return email;
}
