import {
  type ContactMessageInputDto,
  ErrorCode,
  INVALID_EMAIL_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  isEmailAddress,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/** Longest accepted value per field, with the French notice when it is exceeded. */
const LIMITS = [
  ['name', 120, 'Le nom ne doit pas dépasser 120 caractères.'],
  ['subject', 200, 'Le sujet ne doit pas dépasser 200 caractères.'],
  ['message', 5000, 'Le message ne doit pas dépasser 5000 caractères.'],
] as const;

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form's rules: every field trimmed and required, a valid address, bounded lengths.
 * Returns the trimmed values or throws VALIDATION_FAILED naming the first faulty field.
 */
export function validContactMessage(input: ContactMessageInputDto): ContactMessageInputDto {
  const value: ContactMessageInputDto = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  const missing = FIELDS.find((field) => value[field] === '');
  if (missing)
    throw new DomainException(ErrorCode.ValidationFailed, MISSING_FIELDS_MESSAGE, { field: missing });
  if (!isEmailAddress(value.email)) {
    throw new DomainException(ErrorCode.ValidationFailed, INVALID_EMAIL_MESSAGE, { field: 'email' });
  }
  for (const [field, max, message] of LIMITS) {
    if (value[field].length > max) throw new DomainException(ErrorCode.ValidationFailed, message, { field });
  }
  return value;
}
