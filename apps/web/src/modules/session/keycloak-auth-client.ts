import type Keycloak from 'keycloak-js';
import { type AuthClient, userFromClaims } from './auth-client';
import { forgetTokens, storeTokens, storedTokens } from './stored-tokens';

/** The provider's answer to a sign-in lands in the URL fragment (`responseMode: 'fragment'`). */
function returnsFromProvider(): boolean {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}

/**
 * The only place that knows keycloak-js. The library is loaded only when there is a session to
 * resume (stored tokens, or the provider's answer in the URL) or when someone signs in: a visitor's
 * first page never downloads it. No `onLoad`: public pages must never redirect to sign in.
 */
export function createKeycloakAuthClient(): AuthClient {
  let keycloak: Keycloak | undefined;
  let started: Promise<void> | undefined;
  const lostListeners = new Set<() => void>();

  const instance = (): Keycloak => {
    if (!keycloak) throw new Error('Le client d’authentification n’est pas initialisé.');
    return keycloak;
  };

  const notifyLost = () => {
    forgetTokens();
    for (const listener of lostListeners) listener();
  };

  const remember = () => {
    if (keycloak) {
      storeTokens({ token: keycloak.token, refreshToken: keycloak.refreshToken, idToken: keycloak.idToken });
    }
  };

  // A keycloak-js instance can be initialised once only, and StrictMode runs effects twice.
  const start = (): Promise<void> =>
    (started ??= (async () => {
      const { default: KeycloakClass } = await import('keycloak-js');
      keycloak = new KeycloakClass({ url: window.location.origin, realm: 'liggeey', clientId: 'web' });
      keycloak.onAuthRefreshError = notifyLost;
      keycloak.onAuthLogout = notifyLost;
      keycloak.onAuthSuccess = remember;
      keycloak.onAuthRefreshSuccess = remember;
      const stored = storedTokens();
      try {
        await keycloak.init({
          pkceMethod: 'S256',
          checkLoginIframe: false,
          responseMode: 'fragment',
          ...stored,
        });
      } catch (error) {
        // The stored session is over (its refresh was refused): the visitor is signed out.
        forgetTokens();
        if (!stored) throw error;
        keycloak.clearToken();
      }
    })().catch((error: unknown) => {
      // Unreachable provider: let the next sign-in try again with a fresh instance.
      started = undefined;
      throw error;
    }));

  return {
    init: () => (storedTokens() || returnsFromProvider() ? start() : Promise.resolve()),
    user: () => userFromClaims(keycloak?.tokenParsed),
    accessToken: () => keycloak?.token,
    async refresh(minValiditySeconds) {
      await instance().updateToken(minValiditySeconds);
    },
    async login(redirectUri) {
      await start();
      await instance().login({ redirectUri });
    },
    logout: async (redirectUri) => {
      await instance().logout({ redirectUri });
      forgetTokens();
    },
    clear: () => {
      forgetTokens();
      keycloak?.clearToken();
    },
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
  };
}
