import Keycloak from 'keycloak-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeycloakAuthClient } from './keycloak-auth-client';

const keycloak = vi.hoisted(() => ({
  init: vi.fn(() => Promise.resolve(true)),
  updateToken: vi.fn(() => Promise.resolve(false)),
  login: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
  clearToken: vi.fn(),
  tokenParsed: { sub: 'u-1', email: 'awa@liggeey.test', type: 'worker', realm_access: { roles: ['worker'] } },
  token: 'jwt',
  refreshToken: 'refresh-jwt',
  idToken: 'id-jwt',
  onAuthRefreshError: undefined as (() => void) | undefined,
  onAuthSuccess: undefined as (() => void) | undefined,
  onAuthRefreshSuccess: undefined as (() => void) | undefined,
}));

vi.mock('keycloak-js', () => ({
  default: vi.fn(function Keycloak() {
    return keycloak;
  }),
}));

// Most tests resume a session: the page is the provider's answer to a sign-in.
beforeEach(() => {
  window.location.hash = '#state=s-1&code=c-1';
});

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  window.location.hash = '';
});

const SAVED = 'liggeey.session';

describe('createKeycloakAuthClient', () => {
  it('does not even load keycloak-js for a visitor, until they sign in', async () => {
    window.location.hash = '';
    const client = createKeycloakAuthClient();

    await client.init();
    expect(Keycloak).not.toHaveBeenCalled();
    expect(client.user()).toBeUndefined();

    await client.login('http://localhost/dashboard');
    expect(Keycloak).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: 'http://localhost/dashboard' });
  });

  it('initialises one keycloak-js instance for the liggeey realm, without redirecting anyone', async () => {
    const client = createKeycloakAuthClient();

    await Promise.all([client.init(), client.init()]);

    expect(Keycloak).toHaveBeenCalledExactlyOnceWith({
      url: window.location.origin,
      realm: 'liggeey',
      clientId: 'web',
    });
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledWith({
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
    });
    expect(client.user()).toEqual({ id: 'u-1', email: 'awa@liggeey.test', type: 'worker' });
    expect(client.accessToken()).toBe('jwt');
  });

  it('passes the redirect address to login and logout, and the margin to updateToken', async () => {
    const client = createKeycloakAuthClient();
    await client.init();

    await client.login('http://localhost/dashboard');
    await client.logout('http://localhost/');
    await client.refresh(10);

    expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: 'http://localhost/dashboard' });
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: 'http://localhost/' });
    expect(keycloak.updateToken).toHaveBeenCalledWith(10);
  });

  it('reports a failed background refresh as a lost session', async () => {
    const client = createKeycloakAuthClient();
    const lost = vi.fn();
    client.onSessionLost(lost);
    await client.init();

    keycloak.onAuthRefreshError?.();

    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens in sessionStorage so that a reload resumes the session', async () => {
    const client = createKeycloakAuthClient();
    await client.init();
    keycloak.onAuthSuccess?.();
    expect(JSON.parse(sessionStorage.getItem(SAVED) ?? 'null')).toEqual({
      token: 'jwt',
      refreshToken: 'refresh-jwt',
      idToken: 'id-jwt',
    });

    // The next page load hands them back to keycloak-js, which refreshes them at once.
    const reloaded = createKeycloakAuthClient();
    await reloaded.init();
    expect(keycloak.init).toHaveBeenLastCalledWith({
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
      token: 'jwt',
      refreshToken: 'refresh-jwt',
      idToken: 'id-jwt',
    });
  });

  it('forgets the stored tokens when the session ends, and starts signed out if they are refused', async () => {
    sessionStorage.setItem(SAVED, JSON.stringify({ token: 'old', refreshToken: 'revoked' }));
    keycloak.init.mockRejectedValueOnce(new Error('refresh refused'));
    const client = createKeycloakAuthClient();

    await expect(client.init()).resolves.toBeUndefined();
    expect(sessionStorage.getItem(SAVED)).toBeNull();
    expect(keycloak.clearToken).toHaveBeenCalled();

    keycloak.onAuthRefreshSuccess?.();
    expect(sessionStorage.getItem(SAVED)).not.toBeNull();
    keycloak.onAuthRefreshError?.();
    expect(sessionStorage.getItem(SAVED)).toBeNull();

    keycloak.onAuthSuccess?.();
    await client.logout('http://localhost/');
    expect(sessionStorage.getItem(SAVED)).toBeNull();
  });
});
