import { type ToastOptions, toast } from '../../shared/notifications/toast';

/** Spec §9: the sign-up notice stays 9 s, longer than other toasts. */
export const SIGNUP_NOTICE_DURATION_MS = 9_000;

const NOTICES = {
  // /login?signup=1, where the sign-up wizard ends.
  signup: {
    title: 'Inscription réussie !',
    description:
      'Un e-mail de confirmation vous a été envoyé. Veuillez confirmer votre adresse avant de vous connecter.',
    durationMs: SIGNUP_NOTICE_DURATION_MS,
  },
  // /login?confirmed=1, where the confirmation e-mail's link leads.
  confirmed: {
    title: 'Adresse confirmée',
    description: 'Votre compte est activé. Vous pouvez vous connecter.',
  },
  // /login?confirmed=0: the link was unknown, already used or expired.
  confirmationFailed: {
    variant: 'destructive',
    title: 'Lien invalide',
    description:
      'Ce lien de confirmation est invalide ou a expiré. Essayez de vous connecter : si votre adresse est déjà confirmée, cela fonctionnera.',
  },
  // /login?reset=1, where the password reset page leads once the new password is saved.
  passwordReset: {
    title: 'Mot de passe modifié',
    description: 'Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau.',
  },
} satisfies Record<string, ToastOptions>;

type LoginNotice = keyof typeof NOTICES;

/** Which notice a /login query asks for. */
function noticeOf(searchParams: URLSearchParams): LoginNotice | undefined {
  if (searchParams.get('signup') === '1') return 'signup';
  if (searchParams.get('reset') === '1') return 'passwordReset';
  const confirmed = searchParams.get('confirmed');
  if (confirmed === '1') return 'confirmed';
  if (confirmed === '0') return 'confirmationFailed';
  return undefined;
}

const LOGIN_NOTICE_KEY = 'liggeey.loginNotice';

/**
 * /login without a challenge leaves at once for the provider, which comes back to
 * /login?challenge=… without the original query: a notice asked for by `?signup=1` or
 * `?confirmed=0|1` or `?reset=1` is kept in sessionStorage until the page with the form shows it.
 */
export function rememberLoginNotice(searchParams: URLSearchParams): void {
  const notice = noticeOf(searchParams);
  if (notice) carryToLogin(NOTICES[notice]);
}

/**
 * A notice given on the way to /login ('Connexion requise' on a purchase, a member's page): the
 * provider's round trip unloads the page a moment later, so the page with the form shows it again.
 */
export function carryToLogin({ title, description, variant, durationMs }: ToastOptions): void {
  sessionStorage.setItem(LOGIN_NOTICE_KEY, JSON.stringify({ title, description, variant, durationMs }));
}

/** Shows a notice now and again on the page with the login form, for someone sent to /login. */
export function noticeOnTheWayToLogin(notice: ToastOptions): void {
  toast(notice);
  carryToLogin(notice);
}

/** The carried notice, forgotten as it is read so it shows once. */
export function takeLoginNotice(): ToastOptions | undefined {
  const stored = sessionStorage.getItem(LOGIN_NOTICE_KEY);
  sessionStorage.removeItem(LOGIN_NOTICE_KEY);
  if (stored === null) return undefined;
  try {
    const notice = JSON.parse(stored) as Partial<ToastOptions> | null;
    return typeof notice?.title === 'string' ? (notice as ToastOptions) : undefined;
  } catch {
    return undefined;
  }
}
