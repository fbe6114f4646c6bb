import { REQUEST_TIMEOUT_MS } from '../../shared/graphql/client';

export const AUTHENTICATE_URL = '/realms/liggeey/login-actions/authenticate';

export interface Credentials {
  challenge: string;
  email: string;
  password: string;
  /** Set by the admin page: the provider then refuses non-admin accounts with ADMIN_ONLY. */
  adminOnly?: true;
  /** 'Rester connecté': the browser session lasts 30 days after its last use, else ends with the browser. */
  rememberMe?: boolean;
}

/** `network_error` is ours; the other codes are the provider's OAuth-style `error`. */
export type AuthenticateOutcome =
  { ok: true; redirect: string } | { ok: false; error: string; description?: string };

interface AuthenticateAnswer {
  redirect?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * Answers the provider's login challenge with the typed credentials. On success the provider
 * gives the URL that carries the authorization code back to the app.
 */
export async function authenticate(credentials: Credentials): Promise<AuthenticateOutcome> {
  let response: Response;
  try {
    response = await fetch(AUTHENTICATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, error: 'network_error' };
  }
  // A proxy's error page is not JSON; it then counts as an unexplained failure.
  const answer = (await response.json().catch(() => ({}))) as AuthenticateAnswer;
  if (response.ok && typeof answer.redirect === 'string') return { ok: true, redirect: answer.redirect };
  return {
    ok: false,
    error: typeof answer.error === 'string' ? answer.error : 'server_error',
    description: typeof answer.error_description === 'string' ? answer.error_description : undefined,
  };
}
