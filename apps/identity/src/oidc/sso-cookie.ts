import { type CookieSerializeOptions } from '@fastify/cookie';

/** The browser session's cookie: HttpOnly, on the provider's path only, never read by scripts. */
export const SSO_COOKIE = 'LIGGEEY_SSO';

/**
 * Lax, so the top-level redirect back from another site's link still carries it; Secure whenever
 * the provider is served over https. Without a Max-Age it ends with the browser.
 */
export function ssoCookieOptions(issuer: string, maxAgeSeconds: number | null): CookieSerializeOptions {
  const url = new URL(issuer);
  return {
    path: `${url.pathname.replace(/\/$/, '')}/`,
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
  };
}
