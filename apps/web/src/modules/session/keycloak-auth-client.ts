import type Keycloak from 'keycloak-js';
import { type AuthClient, userFromClaims } from './auth-client';

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
    for (const listener of lostListeners) listener();
  };

  return {
    init() {
      // A keycloak-js instance can be initialised once only, and StrictMode runs effects twice.
      initialised ??= (async () => {
        const { default: KeycloakClass } = await import('keycloak-js');
        keycloak = new KeycloakClass({ url: window.location.origin, realm: 'liggeey', clientId: 'web' });
        keycloak.onAuthRefreshError = notifyLost;
        keycloak.onAuthLogout = notifyLost;
        await keycloak.init({ pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'fragment' });
      })();
      return initialised;
    },
    user: () => userFromClaims(keycloak?.tokenParsed),
    accessToken: () => keycloak?.token,
    async refresh(minValiditySeconds) {
      await instance().updateToken(minValiditySeconds);
    },
    login: (redirectUri) => instance().login({ redirectUri }),
    logout: (redirectUri) => instance().logout({ redirectUri }),
    clear: () => keycloak?.clearToken(),
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
  };
}
