import { SignInErrorCode } from '@liggeey/contracts/sign-in-errors';
import type { ToastOptions } from '../../shared/notifications/toast';
import type { AuthenticateFailure } from './authenticate';
import type { LoginPageVariant } from './login-page-variant';

const LOGIN_FAILED = 'Échec de la connexion';

/** Spec product §8 (sign-in) and back office §8 (admin login failure). */
export function loginFailureToast(variant: LoginPageVariant, failure: AuthenticateFailure): ToastOptions {
  const admin = variant === 'admin';
  switch (failure.error) {
    case 'network_error':
      return {
        variant: 'destructive',
        title: 'Erreur de connexion',
        description: 'Impossible de contacter le serveur.',
      };
    case SignInErrorCode.EmailNotConfirmed:
      return {
        variant: 'destructive',
        title: 'Email non confirmé',
        description: 'Veuillez vérifier votre boîte mail pour confirmer votre compte.',
      };
    case SignInErrorCode.InvalidCredentials:
      // The admin page has its own wording for wrong credentials: its default message.
      return {
        variant: 'destructive',
        title: LOGIN_FAILED,
        description: admin ? 'Email ou mot de passe invalide.' : 'Email ou mot de passe incorrect.',
      };
  }
  if (failure.error === SignInErrorCode.AdminOnly) {
    return { variant: 'destructive', title: LOGIN_FAILED, description: "Accès réservé à l'administrateur." };
  }
  return {
    variant: 'destructive',
    title: LOGIN_FAILED,
    description:
      failure.description ?? (admin ? 'Email ou mot de passe invalide.' : 'Une erreur est survenue.'),
  };
}
