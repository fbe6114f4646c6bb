/**
 * Why a sign-in on the web /login page failed. The identity service answers these in the
 * `error` field of its OAuth-style JSON errors; the page shows the French description it receives.
 * They stay out of the shared `ErrorCode` union because they never cross NATS or the GraphQL API.
 */
export const SignInErrorCode = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  AccountSuspended: 'ACCOUNT_SUSPENDED',
  RateLimited: 'RATE_LIMITED',
  InvalidChallenge: 'INVALID_CHALLENGE',
  /** A non-admin account on /admin-login (the page asks for `adminOnly`). */
  AdminOnly: 'ADMIN_ONLY',
} as const;

export type SignInErrorCode = (typeof SignInErrorCode)[keyof typeof SignInErrorCode];

/** The spec's French texts for each sign-in failure (the rate limit's text carries the delay). */
export const signInErrorMessages = {
  INVALID_CREDENTIALS: 'Email ou mot de passe incorrect.',
  EMAIL_NOT_CONFIRMED: 'Veuillez vérifier votre boîte mail pour confirmer votre compte.',
  ACCOUNT_SUSPENDED: "Ce compte est suspendu. Contactez l'administrateur.",
  RATE_LIMITED: 'Trop de tentatives de connexion.',
  INVALID_CHALLENGE: 'La demande de connexion a expiré. Veuillez recommencer.',
  ADMIN_ONLY: "Accès réservé à l'administrateur.",
} as const satisfies Record<SignInErrorCode, string>;

/** Body of a sign-in failure (and of every other identity HTTP error, OAuth style). */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
  /** Seconds before the next attempt is accepted, with RATE_LIMITED. */
  retry_after?: number;
}
