/**
 * Where the web app asks the identity provider to send the browser back, as paths on the web's
 * public origin: after sign-in (its landing page, which dispatches admins to /admin), after
 * sign-out, and keycloak-js' silent check-sso page (new tabs, reloads). The identity service
 * accepts a redirect only when its origin and path are in OIDC_REDIRECT_URIS, so every deployment
 * (docker-compose, each Kubernetes overlay) must list each of these on its public origin; the
 * deployment tests check it with the identity's own rule.
 */
export const WEB_SIGN_IN_LANDING_PATH = '/dashboard';
export const WEB_SIGN_OUT_LANDING_PATH = '/';
export const WEB_SILENT_CHECK_SSO_PATH = '/silent-check-sso.html';

export const WEB_REDIRECT_PATHS = [
  WEB_SIGN_IN_LANDING_PATH,
  WEB_SIGN_OUT_LANDING_PATH,
  WEB_SILENT_CHECK_SSO_PATH,
] as const;

/** The redirect addresses the web app served on `origin` (scheme, host, port) uses. */
export function webRedirectUris(origin: string): string[] {
  const base = new URL(origin).origin;
  return WEB_REDIRECT_PATHS.map((path) => `${base}${path}`);
}
