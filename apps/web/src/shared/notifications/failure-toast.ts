import type { ErrorCode } from '@liggeey/contracts';
import { defaultMessage } from '@liggeey/contracts/messages';
import { type ClientErrorCode, GraphQLRequestError } from '../graphql/client';
import { toast, type ToastOptions } from './toast';

/**
 * The French text for each code a request can fail with: the server catalogue (libs/contracts
 * `defaultMessage`, through its zod-free subpath) and the fetcher's own codes. `satisfies` makes a
 * new code fail to compile until mapped.
 */
const CODE_MESSAGES = {
  VALIDATION_FAILED: defaultMessage('VALIDATION_FAILED'),
  UNAUTHENTICATED: defaultMessage('UNAUTHENTICATED'),
  FORBIDDEN: defaultMessage('FORBIDDEN'),
  NOT_FOUND: defaultMessage('NOT_FOUND'),
  CONFLICT: defaultMessage('CONFLICT'),
  RATE_LIMITED: defaultMessage('RATE_LIMITED'),
  SERVICE_UNAVAILABLE: defaultMessage('SERVICE_UNAVAILABLE'),
  INTERNAL: defaultMessage('INTERNAL'),
  TIMEOUT: 'Le serveur met trop de temps à répondre.',
  NETWORK_ERROR: 'Impossible de contacter le serveur.',
  BAD_RESPONSE: defaultMessage('INTERNAL'),
} satisfies Record<ErrorCode | ClientErrorCode, string>;

export type FailureCode = keyof typeof CODE_MESSAGES;

export interface FailureToastOptions {
  title: string;
  /** A screen's own wording for some codes (spec §8), taking precedence over the catalogue. */
  messages?: Partial<Record<FailureCode, string>>;
  /** Text for any code not in `messages`; without it the catalogue text for the code is used. */
  fallback?: string;
}

function isFailureCode(code: string): code is FailureCode {
  return Object.hasOwn(CODE_MESSAGES, code);
}

/** The code of a failed request: the server's or the fetcher's, 'INTERNAL' for anything else. */
export function failureCode(error: unknown): FailureCode {
  return error instanceof GraphQLRequestError && isFailureCode(error.code) ? error.code : 'INTERNAL';
}

/** The destructive toast for a failed request, its text chosen from the error's code. */
export function failureToastOptions(
  error: unknown,
  { title, messages = {}, fallback }: FailureToastOptions,
): ToastOptions {
  const code = failureCode(error);
  return { variant: 'destructive', title, description: messages[code] ?? fallback ?? CODE_MESSAGES[code] };
}

/** Shows {@link failureToastOptions} through the app's single toast. */
export function failureToast(error: unknown, options: FailureToastOptions): void {
  toast(failureToastOptions(error, options));
}
