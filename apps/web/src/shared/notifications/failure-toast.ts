import type { ErrorCode } from '@liggeey/contracts';
import { type ClientErrorCode, GraphQLRequestError } from '../graphql/client';
import { toast, type ToastOptions } from './toast';

/**
 * The French text for each code a request can fail with: the server catalogue (the same texts as
 * libs/contracts `defaultMessage`, whose module is not imported here because it pulls zod into the
 * first chunk) and the fetcher's own codes. `satisfies` makes a new code fail to compile until mapped.
 */
const CODE_MESSAGES = {
  VALIDATION_FAILED: 'Les données envoyées ne sont pas valides.',
  UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
  FORBIDDEN: "Vous n'avez pas accès à cette action.",
  NOT_FOUND: "L'élément demandé est introuvable.",
  CONFLICT: 'Cette action entre en conflit avec une autre. Veuillez réessayer.',
  RATE_LIMITED: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
  SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
  INTERNAL: 'Une erreur est survenue.',
  TIMEOUT: 'Le serveur met trop de temps à répondre.',
  NETWORK_ERROR: 'Impossible de contacter le serveur.',
  BAD_RESPONSE: 'Une erreur est survenue.',
} as const satisfies Record<ErrorCode | ClientErrorCode, string>;

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
