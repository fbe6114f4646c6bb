import {
  EMPTY_MESSAGE_MESSAGE,
  ErrorCode,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/** Spec §5: an empty or whitespace message is not sent. Returns the text as stored (trimmed). */
export function validMessageContent(content: string): string {
  const trimmed = content.trim();
  if (!trimmed) throw new DomainException(ErrorCode.ValidationFailed, EMPTY_MESSAGE_MESSAGE);
  if (trimmed.length > MESSAGE_MAX_LENGTH) {
    throw new DomainException(ErrorCode.ValidationFailed, MESSAGE_TOO_LONG_MESSAGE);
  }
  return trimmed;
}
