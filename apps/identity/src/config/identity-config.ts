import { webRedirectUris } from '@liggeey/contracts/web-redirects';
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

/** Signs the known-device cookies outside production, where nothing is worth a real secret. */
const DEVELOPMENT_DEVICE_COOKIE_SECRET = 'liggeey-development-device-cookie-secret-not-for-production';

/** Identity's variables: the OpenID Connect provider's addresses, allow-list and token lifetimes. */
export const identityConfigSchema = serviceConfigSchema
  .extend({
    /**
     * The issuer the browser sees. The browser reaches identity through the web/gateway proxy, so
     * this is the public address, not identity's own listener.
     */
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:5173/realms/liggeey'),
    /** The web app, whose /login page the auth endpoint sends the browser to. */
    WEB_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:5173'),
    /** Exact redirect URIs (compared on origin and path; see redirect-uri.ts), comma-separated. */
    // Every address the web app comes back to (libs/contracts web-redirects: after sign-in, after
    // sign-out, keycloak-js' silent check-sso), on both local origins of the development server.
    OIDC_REDIRECT_URIS: uriList.default([
      ...webRedirectUris('http://127.0.0.1:5173'),
      ...webRedirectUris('http://localhost:5173'),
    ]),
    /**
     * A JWKS file of private ES256 keys (a mounted Secret): the first signs, all are published. Unset
     * (development), keys are created once in the database.
     */
    OIDC_SIGNING_KEYS_FILE: z.string().min(1).optional(),
    OIDC_ACCESS_TOKEN_TTL_SECONDS: seconds(300),
    OIDC_REFRESH_TOKEN_TTL_SECONDS: seconds(1_800),
    OIDC_CODE_TTL_SECONDS: seconds(60),
    /** How long the /login page may take before the user has to start the sign-in again. */
    OIDC_CHALLENGE_TTL_SECONDS: seconds(1_800),
    /** 'Rester connecté': the browser session lives this long after its last activity (30 days). */
    OIDC_REMEMBER_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 86_400),
    /**
     * Without it the cookie ends with the browser; the server still closes a session idle this long
     * (a browser left open for days).
     */
    OIDC_BROWSER_SESSION_IDLE_SECONDS: seconds(12 * 3_600),
    /**
     * Two requests of one tab may present the same refresh token (a reload during a refresh): the
     * token just replaced is answered with the current pair this long after its rotation.
     */
    OIDC_REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** How often expired challenges, codes, links, sessions and old sign-in attempts are removed. */
    HOUSEKEEPING_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(10 * 60_000),
    /** The admin activity log keeps sign-in attempts this many days. */
    LOGIN_ATTEMPTS_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    /**
     * HMAC key of the known-device cookies (sign-in/known-device.ts): whoever holds it can make a
     * device look known to any account, so it is a real secret, required in production.
     */
    DEVICE_COOKIE_SECRET: z.string().min(32).optional(),
    /**
     * A request header in which the proxy in front (a CDN such as Cloudflare: `cf-ipcountry`) gives
     * the client's country; shown in the devices list of /profile. Unset: no country is shown.
     */
    CLIENT_COUNTRY_HEADER: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((header) => header || undefined),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && config.DEVICE_COOKIE_SECRET === undefined)
      context.addIssue({ code: 'custom', path: ['DEVICE_COOKIE_SECRET'], message: 'required in production' });
  })
  .transform((config) => ({
    ...config,
    DEVICE_COOKIE_SECRET: config.DEVICE_COOKIE_SECRET ?? DEVELOPMENT_DEVICE_COOKIE_SECRET,
  }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;
