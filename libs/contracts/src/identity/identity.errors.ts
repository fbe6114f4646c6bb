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
  /** Two-factor step: the code is neither the authenticator's current one nor an unused recovery code. */
  InvalidCode: 'INVALID_CODE',
  /** Two-factor step: the code was accepted once already (same time step, or a used recovery code). */
  CodeReused: 'CODE_REUSED',
  /** Two-factor step: no password step waiting in this browser (expired, or another browser). */
  SecondStepExpired: 'SECOND_STEP_EXPIRED',
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
  INVALID_CODE: 'Code invalide. Vérifiez le code affiché par votre application ou votre code de secours.',
  CODE_REUSED: 'Ce code a déjà été utilisé. Attendez le code suivant de votre application.',
  SECOND_STEP_EXPIRED:
    'La vérification a expiré. Veuillez saisir à nouveau votre email et votre mot de passe.',
} as const satisfies Record<SignInErrorCode, string>;

/** Body of a sign-in failure (and of every other identity HTTP error, OAuth style). */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
  /** Seconds before the next attempt is accepted, with RATE_LIMITED. */
  retry_after?: number;
}

/**
 * The /login page's POST answer when the password is right but an authenticator code must follow
 * (admins, when the security setting `twoFactorAuth` is on). `enrol` carries the new secret for an
 * admin who has no authenticator yet: shown once, to set the application up.
 */
export type SecondFactorStep =
  { secondFactor: 'code' } | { secondFactor: 'enrol'; secret: string; otpauthUri: string };

/** The second step's answer: where to go, and for a new enrolment the recovery codes, shown once. */
export interface SecondFactorAnswer {
  redirect: string;
  recoveryCodes?: string[];
}
