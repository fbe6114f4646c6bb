import type { ToastOptions } from '../../shared/notifications/toast';

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
} satisfies Record<string, ToastOptions>;

type LoginNotice = keyof typeof NOTICES;

const LOGIN_NOTICE_KEY = 'liggeey.loginNotice';

/**
 * /login without a challenge leaves at once for the provider, which comes back to
 * /login?challenge=… without the original query: a notice asked for by `?signup=1` or
 * `?confirmed=1` is kept in sessionStorage until the page with the form shows it.
 */
export function rememberLoginNotice(searchParams: URLSearchParams): void {
  const notice = (Object.keys(NOTICES) as LoginNotice[]).find((name) => searchParams.get(name) === '1');
  if (notice) sessionStorage.setItem(LOGIN_NOTICE_KEY, notice);
}

/** The remembered notice, forgotten as it is read so it shows once. */
export function takeLoginNotice(): ToastOptions | undefined {
  const notice = sessionStorage.getItem(LOGIN_NOTICE_KEY);
  sessionStorage.removeItem(LOGIN_NOTICE_KEY);
  return notice === 'signup' || notice === 'confirmed' ? NOTICES[notice] : undefined;
}
