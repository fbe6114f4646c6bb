import type Keycloak from 'keycloak-js';
import { type AuthClient, userFromClaims } from './auth-client';
import { forgetTokens, storeTokens, storedTokens } from './stored-tokens';

/**
 * The only place that knows keycloak-js. The library is imported on first `init()`, so it never
 * weighs on the first page's load. No `onLoad`: public pages must never redirect to sign in.
 */
export function createKeycloakAuthClient(): AuthClient {
  let keycloak: Keycloak | undefined;
  let initialised: Promise<void> | undefined;
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

  return {
    init() {
      // A keycloak-js instance can be initialised once only, and StrictMode runs effects twice.
      initialised ??= (async () => {
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
      })();
      return initialised;
    },
    user: () => userFromClaims(keycloak?.tokenParsed),
    accessToken: () => keycloak?.token,
    async refresh(minValiditySeconds) {
      await instance().updateToken(minValiditySeconds);
    },
    login: (redirectUri) => instance().login({ redirectUri }),
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
