import { UploadError } from '../../shared/uploads/upload-file';
import type { ToastOptions } from '../../shared/notifications/toast';

// The client's own codes for a request that never got an answer.
const UNREACHABLE_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

/** Spec §8 (sign-up failure): the server's message, or the network notice when it could not be reached. */
export function signUpFailureToast(error: unknown): ToastOptions {
  if (error instanceof UploadError && UNREACHABLE_CODES.has(error.code)) {
    return {
      variant: 'destructive',
      title: "Erreur d'inscription",
      description: 'Impossible de contacter le serveur.',
    };
  }
  // BAD_RESPONSE carries our own technical wording, not a message meant for the person.
  const serverMessage =
    error instanceof UploadError && error.code !== 'BAD_RESPONSE' ? error.message.trim() : '';
  return {
    variant: 'destructive',
    title: "Échec de l'inscription",
    description: serverMessage || 'Une erreur est survenue.',
  };
}
