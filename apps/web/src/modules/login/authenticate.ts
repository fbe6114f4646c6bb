import type { SecondFactorStep } from '@liggeey/contracts/sign-in-errors';
import { REQUEST_TIMEOUT_MS } from '../../shared/graphql/client';

export const AUTHENTICATE_URL = '/realms/liggeey/login-actions/authenticate';
export const SECOND_FACTOR_URL = '/realms/liggeey/login-actions/second-factor';

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
export type AuthenticateFailure = { ok: false; error: string; description?: string };

/**
 * Signed in (`redirect`, with the recovery codes of a new authenticator), or for an admin under the
 * two-factor rule, the code still to give (`step`).
 */
export type AuthenticateOutcome =
  | { ok: true; redirect: string; recoveryCodes?: string[] }
  | { ok: true; step: SecondFactorStep }
  | AuthenticateFailure;

interface AuthenticateAnswer {
  redirect?: unknown;
  recoveryCodes?: unknown;
  secondFactor?: unknown;
  secret?: unknown;
  otpauthUri?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * Answers the provider's login challenge with the typed credentials. On success the provider
 * gives the URL that carries the authorization code back to the app, or asks for the second step.
 */
export function authenticate(credentials: Credentials): Promise<AuthenticateOutcome> {
  return post(AUTHENTICATE_URL, credentials);
}

/**
 * The second step: the authenticator's code (or a recovery code) for the same challenge; the
 * provider knows this browser's password step by its cookie.
 */
export function confirmSecondFactor(challenge: string, code: string): Promise<AuthenticateOutcome> {
  return post(SECOND_FACTOR_URL, { challenge, code });
}

async function post(url: string, body: unknown): Promise<AuthenticateOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, error: 'network_error' };
  }
  // A proxy's error page is not JSON; it then counts as an unexplained failure.
  const answer = (await response.json().catch(() => ({}))) as AuthenticateAnswer;
  if (response.ok && typeof answer.redirect === 'string') {
    const recoveryCodes = Array.isArray(answer.recoveryCodes)
      ? answer.recoveryCodes.filter((code): code is string => typeof code === 'string')
      : undefined;
    return { ok: true, redirect: answer.redirect, ...(recoveryCodes ? { recoveryCodes } : {}) };
  }
  if (response.ok && answer.secondFactor === 'code') return { ok: true, step: { secondFactor: 'code' } };
  if (
    response.ok &&
    answer.secondFactor === 'enrol' &&
    typeof answer.secret === 'string' &&
    typeof answer.otpauthUri === 'string'
  ) {
    return {
      ok: true,
      step: { secondFactor: 'enrol', secret: answer.secret, otpauthUri: answer.otpauthUri },
    };
  }
  return {
    ok: false,
    error: typeof answer.error === 'string' ? answer.error : 'server_error',
    description: typeof answer.error_description === 'string' ? answer.error_description : undefined,
  };
}
