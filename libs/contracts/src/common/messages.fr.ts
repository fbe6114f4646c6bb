import { type ErrorCode } from './error-codes.js';

/**
 * The French text a person sees for each error code when no more specific notice applies.
 * The web app uses these for toasts; the gateway uses them as GraphQL error messages.
 */
export function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'Les données envoyées ne sont pas valides.';
    case 'UNAUTHENTICATED':
      return 'Veuillez vous connecter pour continuer.';
    case 'FORBIDDEN':
      return "Vous n'avez pas accès à cette action.";
    case 'NOT_FOUND':
      return "L'élément demandé est introuvable.";
    case 'CONFLICT':
      return 'Cette action entre en conflit avec une autre. Veuillez réessayer.';
    case 'RATE_LIMITED':
      return 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.';
    case 'SERVICE_UNAVAILABLE':
      return 'Le service est momentanément indisponible. Veuillez réessayer plus tard.';
    case 'INTERNAL':
      return 'Une erreur est survenue.';
    default:
      return assertNever(code);
  }
}

export function assertNever(value: never): never {
  throw new Error(`Valeur inattendue : ${String(value)}`);
}
