import { serviceConfigSchema } from '@liggeey/service-kit';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

const uriList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1));

/** Identity's variables: the OpenID Connect provider's addresses, allow-list and token lifetimes. */
export const identityConfigSchema = serviceConfigSchema.extend({
  /**
   * The issuer the browser sees. The browser reaches identity through the web/gateway proxy, so
   * this is the public address, not identity's own listener.
   */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:5173/realms/liggeey'),
  /** The web app, whose /login page the auth endpoint sends the browser to. */
  WEB_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:5173'),
  /** Exact redirect URIs (compared on origin and path; see redirect-uri.ts), comma-separated. */
  // The web app lands on /dashboard after sign-in (it dispatches admins to /admin) and on / after sign-out.
  OIDC_REDIRECT_URIS: uriList.default([
    'http://127.0.0.1:5173/',
    'http://127.0.0.1:5173/dashboard',
    'http://localhost:5173/',
    'http://localhost:5173/dashboard',
  ]),
  OIDC_ACCESS_TOKEN_TTL_SECONDS: seconds(300),
  OIDC_REFRESH_TOKEN_TTL_SECONDS: seconds(1_800),
  OIDC_CODE_TTL_SECONDS: seconds(60),
  /** How long the /login page may take before the user has to start the sign-in again. */
  OIDC_CHALLENGE_TTL_SECONDS: seconds(1_800),
  /** However active, a session ends this long after its sign-in (30 days): then sign in again. */
  OIDC_SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  /** How often expired challenges, codes, links, sessions and old sign-in attempts are removed. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(10 * 60_000),
  /** The admin activity log keeps sign-in attempts this many days. */
  LOGIN_ATTEMPTS_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
});

export type IdentityConfig = z.output<typeof identityConfigSchema>;
