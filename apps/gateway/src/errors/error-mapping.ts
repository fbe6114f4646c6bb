import { type ErrorCode, ErrorCode as Codes, assertNever, defaultMessage } from '@liggeey/contracts';
import { DomainException, RpcCallError } from '@liggeey/service-kit';

export interface MappedError {
  code: ErrorCode;
  message: string;
  status: number;
  details?: Record<string, unknown>;
}

/** HTTP status for REST routes and GraphQL `extensions.status`; every code must be listed here. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    case 'INTERNAL':
      return 500;
    default:
      return assertNever(code);
  }
}

/** Domain errors keep their code and French message; anything else becomes a bare INTERNAL. */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainException || error instanceof RpcCallError) {
    const mapped: MappedError = { code: error.code, message: error.message, status: statusOf(error.code) };
    // Validation details help the client point at the field; other details stay server-side.
    if (error.details && error.code === Codes.ValidationFailed) mapped.details = error.details;
    return mapped;
  }
  return { code: Codes.Internal, message: defaultMessage(Codes.Internal), status: 500 };
}
