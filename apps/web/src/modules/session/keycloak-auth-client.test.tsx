import Keycloak from 'keycloak-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderUnreachable } from './auth-client';
import { createKeycloakAuthClient } from './keycloak-auth-client';

const keycloak = vi.hoisted(() => ({
  authenticated: true,
  init: vi.fn(() => Promise.resolve(true)),
  updateToken: vi.fn(() => Promise.resolve(false)),
  login: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
  clearToken: vi.fn(),
  tokenParsed: { sub: 'u-1', email: 'awa@liggeey.test', type: 'worker', realm_access: { roles: ['worker'] } },
  token: 'jwt',
  onAuthSuccess: undefined as (() => void) | undefined,
}));

vi.mock('keycloak-js', () => ({
  default: vi.fn(function Keycloak() {
    return keycloak;
  }),
}));

const HINT = 'liggeey.session';
const PLAIN = { checkLoginIframe: false, pkceMethod: 'S256', responseMode: 'fragment' };
const CHECK_SSO = {
  ...PLAIN,
  onLoad: 'check-sso',
  silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
  silentCheckSsoFallback: false,
};

// Most tests resume a session: the page is the provider's answer to a sign-in.
beforeEach(() => {
  window.location.hash = '#state=s-1&code=c-1';
  keycloak.authenticated = true;
});

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  window.location.hash = '';
});

describe('createKeycloakAuthClient', () => {
  it('does not even load keycloak-js for a visitor, until they sign in, and then leaves without a silent check', async () => {
    window.location.hash = '';
    const client = createKeycloakAuthClient();

    await client.init();
    expect(Keycloak).not.toHaveBeenCalled();
    expect(client.user()).toBeUndefined();

    await client.login('http://localhost/dashboard');
    expect(Keycloak).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledExactlyOnceWith(PLAIN);
    expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: 'http://localhost/dashboard' });
  });

  it("resumes through the provider's cookie with a silent check-sso, one instance, no redirect", async () => {
    const client = createKeycloakAuthClient();

    await Promise.all([client.init(), client.init()]);

    expect(Keycloak).toHaveBeenCalledExactlyOnceWith({
      url: window.location.origin,
      realm: 'liggeey',
      clientId: 'web',
    });
    expect(keycloak.init).toHaveBeenCalledExactlyOnceWith(CHECK_SSO);
    expect(client.user()).toEqual({ id: 'u-1', email: 'awa@liggeey.test', type: 'worker' });
    expect(client.accessToken()).toBe('jwt');
  });

  it('keeps no token in storage, only the hint that a session may be resumed', async () => {
    const client = createKeycloakAuthClient();
    await client.init();

    expect(localStorage.getItem(HINT)).toBe('1');
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain('jwt');

    // A new tab or a reload: the hint alone starts the silent check.
    window.location.hash = '';
    await createKeycloakAuthClient().init();
    expect(keycloak.init).toHaveBeenLastCalledWith(CHECK_SSO);
  });

  it('forgets the hint when the provider has no session any more', async () => {
    localStorage.setItem(HINT, '1');
    window.location.hash = '';
    keycloak.init.mockResolvedValueOnce(false);

    await createKeycloakAuthClient().init();

    expect(localStorage.getItem(HINT)).toBeNull();
  });

  it('passes the redirect address to login and logout, and the margin to updateToken', async () => {
    const client = createKeycloakAuthClient();
    await client.init();

    await client.login('http://localhost/dashboard');
    await client.refresh(10);
    await client.logout('http://localhost/');

    expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: 'http://localhost/dashboard' });
    expect(keycloak.updateToken).toHaveBeenCalledWith(10);
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: 'http://localhost/' });
    expect(localStorage.getItem(HINT)).toBeNull();
  });

  it('recovers a refused refresh with a fresh silent check-sso while the browser session is open', async () => {
    const client = createKeycloakAuthClient();
    const lost = vi.fn();
    client.onSessionLost(lost);
    await client.init();
    keycloak.updateToken.mockRejectedValueOnce(new Error('refresh refused'));

    await expect(client.refresh(10)).resolves.toBeUndefined();

    expect(keycloak.init).toHaveBeenCalledTimes(2);
    expect(lost).not.toHaveBeenCalled();
  });

  it('reports the session lost when the provider has closed it too', async () => {
    const client = createKeycloakAuthClient();
    const lost = vi.fn();
    client.onSessionLost(lost);
    await client.init();
    keycloak.updateToken.mockRejectedValueOnce(new Error('refresh refused'));
    keycloak.init.mockImplementationOnce(() => {
      keycloak.authenticated = false;
      return Promise.resolve(false);
    });

    await expect(client.refresh(10)).rejects.toThrow('refresh refused');

    expect(lost).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(HINT)).toBeNull();
  });

  it('keeps the session, and its hint, when a renewal fails because the phone is offline', async () => {
    const client = createKeycloakAuthClient();
    const lost = vi.fn();
    client.onSessionLost(lost);
    await client.init();
    keycloak.updateToken.mockRejectedValueOnce(new Error('network'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(client.refresh(10)).rejects.toBeInstanceOf(ProviderUnreachable);
    } finally {
      online.mockRestore();
    }

    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(lost).not.toHaveBeenCalled();
    expect(localStorage.getItem(HINT)).toBe('1');
  });

  it("tells the browser's other tabs at once when one signs out", async () => {
    const here = createKeycloakAuthClient();
    const there = createKeycloakAuthClient();
    const signedOutThere = new Promise<void>((resolve) => there.onSignedOutElsewhere(resolve));
    await here.init();

    await here.logout('http://localhost/');

    await expect(signedOutThere).resolves.toBeUndefined();
  });
});
