import { GraphQLRequestError } from '../graphql/client';
import { failureCode, failureToastOptions } from './failure-toast';
import type { ToastOptions } from './toast';

const UNREACHABLE = 'Impossible de contacter le serveur.';

/** The server's own French text for a refusal (a weak password, a used link, too many requests). */
function serverMessage(error: unknown): string | undefined {
  const code = failureCode(error);
  if (code !== 'VALIDATION_FAILED' && code !== 'RATE_LIMITED') return undefined;
  return error instanceof GraphQLRequestError ? error.message.trim() || undefined : undefined;
}

/** Which field a refusal is about (`extensions.details.field`), e.g. `token` for a bad link. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  const details = error.errors[0]?.extensions?.['details'];
  if (typeof details !== 'object' || details === null) return undefined;
  const field = (details as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/** The destructive toast of a refused form (reset, security settings), with the server's French text. */
export function refusalToast(error: unknown, title: string): ToastOptions {
  const message = serverMessage(error);
  return failureToastOptions(error, {
    title,
    messages: {
      NETWORK_ERROR: UNREACHABLE,
      TIMEOUT: UNREACHABLE,
      ...(message ? { VALIDATION_FAILED: message, RATE_LIMITED: message } : {}),
    },
  });
}
