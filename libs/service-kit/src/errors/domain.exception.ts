import { type ErrorCode, defaultMessage } from '@liggeey/contracts';

/**
 * The only exception services throw for expected failures. It crosses NATS as `{ code, message,
 * details }` and becomes a GraphQL error with `extensions.code` at the gateway.
 */
export class DomainException extends Error {
  override readonly name = 'DomainException';

  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessage(code),
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
