import { GraphQLRequestError } from '../../shared/graphql/client';
import type { ToastOptions } from '../../shared/notifications/toast';

/** Lower case without accents, so 'temoignage' finds 'Témoignage'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Keeps the rows where one of the given fields contains the search, ignoring case and accents.
 * Back office §2: every list page has a search box; the lists are small, so it filters in the browser.
 */
export function filterRows<T>(
  rows: readonly T[],
  search: string,
  fields: (row: T) => (string | null | undefined)[],
): T[] {
  const term = foldText(search);
  if (!term) return [...rows];
  return rows.filter((row) => fields(row).some((value) => value != null && foldText(value).includes(term)));
}

export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
}

const UNREACHABLE_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT', 'SERVICE_UNAVAILABLE']);
// Codes whose message the services write in French for the person (DomainException).
const EXPLAINED_CODES = new Set(['VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN']);

/** Back office §8: a save or delete failure says what failed ('… n'a pas pu être …') and why. */
export function adminFailureToast(title: string, error: unknown): ToastOptions {
  let description = 'Une erreur est survenue.';
  if (error instanceof GraphQLRequestError) {
    if (UNREACHABLE_CODES.has(error.code)) description = 'Impossible de contacter le serveur.';
    else if (EXPLAINED_CODES.has(error.code) && error.message.trim()) description = error.message.trim();
  }
  return { variant: 'destructive', title, description };
}
