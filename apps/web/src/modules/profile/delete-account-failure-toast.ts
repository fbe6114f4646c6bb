import { GraphQLRequestError } from '../../shared/graphql/client';
import type { ToastOptions } from '../../shared/notifications/toast';

// Codes whose message is our own technical wording rather than one meant for the person.
const TECHNICAL_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT', 'BAD_RESPONSE']);

/** Spec §8 (account deletion): not signed in, wrong password, or the server's message. */
export function deleteAccountFailureToast(error: unknown): ToastOptions {
  if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
    return { variant: 'destructive', title: 'Utilisateur non connecté' };
  }
  if (error instanceof GraphQLRequestError && error.code === 'VALIDATION_FAILED') {
    return {
      variant: 'destructive',
      title: 'Échec de la suppression',
      description: 'Mot de passe incorrect.',
    };
  }
  if (error instanceof GraphQLRequestError && error.code === 'INTERNAL') {
    return {
      variant: 'destructive',
      title: 'Échec de la suppression',
      description: 'Une erreur est survenue lors de la suppression de vos données.',
    };
  }
  const serverMessage =
    error instanceof GraphQLRequestError && !TECHNICAL_CODES.has(error.code) ? error.message.trim() : '';
  return {
    variant: 'destructive',
    title: 'Échec de la suppression',
    description: serverMessage || 'Une erreur est survenue.',
  };
}
