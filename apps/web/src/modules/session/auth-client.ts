export type UserType = 'worker' | 'employer' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  type: UserType;
}

/**
 * What the session needs from the OpenID Connect client. keycloak-js sits behind it so that tests
 * drive the session with a fake, and so the library itself loads only once the app has started.
 */
export interface AuthClient {
  /** Restores the session, finishing a code exchange when the URL carries one; safe to call twice. */
  init: () => Promise<void>;
  /** The signed-in user read from the current access token, if any. */
  user: () => SessionUser | undefined;
  accessToken: () => string | undefined;
  /**
   * Renews the tokens when they expire within `minValiditySeconds`; rejects when renewal fails,
   * with {@link ProviderUnreachable} when there was no network to ask (the session then stays).
   */
  refresh: (minValiditySeconds: number) => Promise<void>;
  /** Leaves the page for the provider's sign-in, which comes back to `redirectUri`. */
  login: (redirectUri: string) => Promise<void>;
  logout: (redirectUri: string) => Promise<void>;
  /** Forgets the tokens locally. */
  clear: () => void;
  /** Calls `listener` when the provider reports the session lost; returns the unsubscribe function. */
  onSessionLost: (listener: () => void) => () => void;
  /** Calls `listener` when another tab of this browser signed out; returns the unsubscribe function. */
  onSignedOutElsewhere: (listener: () => void) => () => void;
}

/**
 * The renewal could not reach the provider because the device is offline. On a phone whose
 * network comes and goes this is routine, not a sign-out: the session is renewed once it is back.
 */
export class ProviderUnreachable extends Error {
  override readonly name = 'ProviderUnreachable';
}

const USER_TYPES: readonly string[] = ['worker', 'employer', 'admin'] satisfies UserType[];

/** Reads the user from access-token claims; a token without a known type is not a usable session. */
export function userFromClaims(claims: Record<string, unknown> | undefined): SessionUser | undefined {
  const { sub, email, type } = claims ?? {};
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof type !== 'string') return undefined;
  if (!USER_TYPES.includes(type)) return undefined;
  return { id: sub, email, type: type as UserType };
}
