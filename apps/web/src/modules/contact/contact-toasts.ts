import { GraphQLRequestError } from '../../shared/graphql/client';
import type { ToastOptions } from '../../shared/notifications/toast';

export const REQUIRED_MESSAGE = 'Veuillez remplir tous les champs.';
export const INVALID_EMAIL_MESSAGE = 'Veuillez saisir une adresse e-mail valide.';

export const CONTACT_SENT_TOAST: ToastOptions = {
  title: 'Message envoyé !',
  description: 'Nous vous répondrons dans les plus brefs délais.',
};

/**
 * Spec §8 (contact): the generic failure text, except when the server refused the content, whose
 * French message then says what to fix.
 */
export function contactFailureToast(error: unknown): ToastOptions {
  const serverMessage =
    error instanceof GraphQLRequestError && error.code === 'VALIDATION_FAILED' ? error.message.trim() : '';
  return {
    variant: 'destructive',
    title: 'Erreur',
    description: serverMessage || "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
  };
}
