import { WEB_SILENT_CHECK_SSO_PATH } from '@liggeey/contracts/web-redirects';
import type Keycloak from 'keycloak-js';
import { type AuthClient, ProviderUnreachable, userFromClaims } from './auth-client';
import { forgetSessionHint, hasSessionHint, rememberSessionHint } from './session-hint';
import { createTabsChannel } from './tabs-channel';

/** The provider's answer to a sign-in lands in the URL fragment (`responseMode: 'fragment'`). */
function returnsFromProvider(): boolean {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}

/**
 * The only place that knows keycloak-js. Tokens live in memory only; a new tab, a reload or a tab
 * the phone discarded resumes the session through the provider's own HttpOnly cookie with
 * keycloak-js' silent check-sso (a hidden iframe, `prompt=none`), so tabs never share, and never
 * replay, a rotating refresh token. The library is loaded only when a session may exist (the hint
 * left by a sign-in, or the provider's answer in the URL) or when someone signs in: a visitor's
 * first page never downloads it. Public pages never redirect to sign in.
 */
export function createKeycloakAuthClient(): AuthClient {
  let keycloak: Keycloak | undefined;
  let started: Promise<void> | undefined;
  let recovering: Promise<boolean> | undefined;
  const lostListeners = new Set<() => void>();
  const elsewhereListeners = new Set<() => void>();
  const tabs = createTabsChannel(() => {
    forgetLocally();
    for (const listener of elsewhereListeners) listener();
  });

  const instance = (): Keycloak => {
    if (!keycloak) throw new Error('Le client d’authentification n’est pas initialisé.');
    return keycloak;
  };

  const isAuthenticated = () => keycloak?.authenticated === true;

  const forgetLocally = () => {
    forgetSessionHint();
    keycloak?.clearToken();
  };

  // A keycloak-js instance can be initialised once only, and StrictMode runs effects twice.
  // `resume`: look for the provider's session with a silent check-sso (two hidden pages, the
  // third-party cookie check and the silent one). A sign-in about to leave for the provider skips
  // it: the provider answers the sign-in with a code straight away if it has a session.
  const start = ({ resume }: { resume: boolean }): Promise<void> =>
    (started ??= (async () => {
      const { default: KeycloakClass } = await import('keycloak-js');
      const client = new KeycloakClass({ url: window.location.origin, realm: 'liggeey', clientId: 'web' });
      keycloak = client;
      client.onAuthSuccess = rememberSessionHint;
      const options = { checkLoginIframe: false, pkceMethod: 'S256', responseMode: 'fragment' } as const;
      if (!resume) {
        await client.init(options);
        return;
      }
      const authenticated = await client.init({
        ...options,
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: window.location.origin + WEB_SILENT_CHECK_SSO_PATH,
        // Where keycloak-js finds the provider's cookie blocked, it would otherwise fall back to a
        // full-page prompt=none redirect back to the current page, an address the identity never
        // allows (OIDC_REDIRECT_URIS lists exact pages): keep the silent page, which then answers
        // "not signed in".
        silentCheckSsoFallback: false,
      });
      if (authenticated) rememberSessionHint();
      else forgetSessionHint();
    })().catch((error: unknown) => {
      // Unreachable provider: let the next sign-in try again with a fresh instance.
      started = undefined;
      throw error;
    }));

  /**
   * A refresh refused (its token expired while the phone slept, the family closed) is not the end
   * while the browser session is open: a fresh silent check-sso gets this tab a new family.
   */
  const recover = (): Promise<boolean> =>
    (recovering ??= (async () => {
      started = undefined;
      keycloak = undefined;
      try {
        await start({ resume: true });
      } catch {
        return false;
      }
      return isAuthenticated();
    })().finally(() => (recovering = undefined)));

  const lose = () => {
    forgetLocally();
    for (const listener of lostListeners) listener();
  };

  return {
    init: () => (hasSessionHint() || returnsFromProvider() ? start({ resume: true }) : Promise.resolve()),
    user: () => userFromClaims(keycloak?.tokenParsed),
    accessToken: () => keycloak?.token,
    async refresh(minValiditySeconds) {
      try {
        await instance().updateToken(minValiditySeconds);
      } catch (error) {
        // Offline: nothing was refused, and a check-sso could not answer either.
        if (!navigator.onLine) throw new ProviderUnreachable('Pas de réseau pour renouveler la session.');
        if (await recover()) return;
        lose();
        throw error;
      }
    },
    async login(redirectUri) {
      await start({ resume: false });
      await instance().login({ redirectUri });
    },
    logout: async (redirectUri) => {
      tabs.announceSignOut();
      forgetSessionHint();
      await instance().logout({ redirectUri });
    },
    clear: forgetLocally,
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    onSignedOutElsewhere(listener) {
      elsewhereListeners.add(listener);
      return () => elsewhereListeners.delete(listener);
    },
  };
}
