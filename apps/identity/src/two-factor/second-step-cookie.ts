import { type CookieSerializeOptions } from '@fastify/cookie';
import { ssoCookieOptions } from '../oidc/sso-cookie.js';

/** Binds a sign-in waiting for its code to the browser that typed the password. */
export const SECOND_STEP_COOKIE = 'liggeey_second_step';

/** Long enough to open the application (or, at enrolment, to install it and scan the QR code). */
export const SECOND_STEP_TTL_SECONDS = 5 * 60;
export const ENROLMENT_STEP_TTL_SECONDS = 15 * 60;

/** Like the SSO cookie (HttpOnly, provider path), but Strict: only the /login page posts it. */
export function secondStepCookieOptions(
  issuer: string,
  maxAgeSeconds: number | null,
): CookieSerializeOptions {
  return { ...ssoCookieOptions(issuer, maxAgeSeconds), sameSite: 'strict' };
}
