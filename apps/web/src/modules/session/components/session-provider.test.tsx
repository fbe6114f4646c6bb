import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../../shared/graphql/client';
import { ToastHost } from '../../../shared/notifications/toast';
import { HealthQuery } from '../../system/graphql/health.query';
import { type AuthClient, ProviderUnreachable } from '../auth-client';
import { useSession } from '../hooks/use-session';
import { rememberedMember } from '../offline-member';
import { SESSION_RESUMED } from '../session-events';
import type { ProfileLoader } from '../session-profile';
import { fakeAuthClient, fakeProfileLoader, userOfType } from '../testing/fake-auth-client';
import { EXPIRY_MARGIN_SECONDS, REFRESH_INTERVAL_MS, SessionProvider } from './session-provider';

function SessionProbe() {
  const session = useSession();
  const [signOutFailed, setSignOutFailed] = useState(false);
  return (
    <>
      <p>
        {session.status === 'signedIn'
          ? `${session.status}:${session.user.type}:${session.profile?.fullName ?? 'sans profil'}${session.offline ? ':hors ligne' : ''}`
          : session.status}
      </p>
      <button type="button" onClick={() => void session.signOut().catch(() => setSignOutFailed(true))}>
        sign out
      </button>
      {signOutFailed && <p>sign-out failed</p>}
    </>
  );
}

function renderSession(client: AuthClient, loadProfile: ProfileLoader = fakeProfileLoader(client)) {
  return render(
    <>
      <ToastHost />
      <SessionProvider client={client} loadProfile={loadProfile}>
        <SessionProbe />
      </SessionProvider>
    </>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

/** The device's network, as `navigator.onLine` reports it. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** A first visit signed in online, which leaves the member remembered on the device. */
async function signedInOnceOnline(client: AuthClient) {
  const { unmount } = renderSession(client);
  await screen.findByText('signedIn:worker:Profil worker');
  unmount();
}

describe('SessionProvider', () => {
  it('starts loading, then reports the user read from the token', async () => {
    let ready: () => void = () => undefined;
    renderSession(
      fakeAuthClient(userOfType('employer'), { ready: new Promise((resolve) => (ready = resolve)) }),
    );

    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => ready());
    expect(await screen.findByText('signedIn:employer:Profil employer')).toBeInTheDocument();
  });

  it('stays signed in without a profile when the account has none', async () => {
    renderSession(fakeAuthClient(userOfType('worker')), () => Promise.resolve(null));

    expect(await screen.findByText('signedIn:worker:sans profil')).toBeInTheDocument();
  });

  it("signs out with 'Erreur de profil' when the profile cannot be read", async () => {
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client, () => Promise.reject(new Error('profiles indisponible')));

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(await screen.findByText('Erreur de profil')).toBeInTheDocument();
    expect(
      screen.getByText('Impossible de récupérer les informations du profil. Déconnexion.'),
    ).toBeInTheDocument();
    expect(client.clear).toHaveBeenCalled();
  });

  it('stays signed out when the provider cannot be reached', async () => {
    renderSession(fakeAuthClient(userOfType('worker'), { ready: Promise.reject(new Error('down')) }));

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
  });

  it('renews the token every 30 s with a 10 s margin, and signs out when renewal fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');

    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS));
    expect(client.refresh).toHaveBeenCalledWith(EXPIRY_MARGIN_SECONDS);
    expect(REFRESH_INTERVAL_MS).toBe(30_000);
    expect(EXPIRY_MARGIN_SECONDS).toBe(10);

    vi.mocked(client.refresh).mockRejectedValue(new Error('refresh token revoked'));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS));

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(client.clear).toHaveBeenCalled();
  });

  it('stays signed in when a renewal fails for want of network', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');

    vi.mocked(client.refresh).mockRejectedValue(new ProviderUnreachable('offline'));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS));

    expect(screen.getByText('signedIn:worker:Profil worker')).toBeInTheDocument();
    expect(client.clear).not.toHaveBeenCalled();
  });

  it('signs out when the provider reports the session lost', async () => {
    const client = fakeAuthClient(userOfType('admin'));
    renderSession(client);
    await screen.findByText('signedIn:admin:Profil admin');

    act(() => client.loseSession());

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
  });

  it('signs out through the provider, then greets the return with "Déconnexion réussie"', async () => {
    const client = fakeAuthClient(userOfType('worker'));
    const { unmount } = renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(client.logout).toHaveBeenCalledWith(`${window.location.origin}/`);

    // The provider's logout reloads the app at /.
    unmount();
    renderSession(fakeAuthClient(undefined));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(screen.getByText('À bientôt !')).toBeInTheDocument();
  });
});

describe('SessionProvider without network', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resumes the remembered member offline, then with the provider once the network is back', async () => {
    const worker = userOfType('worker');
    await signedInOnceOnline(fakeAuthClient(worker));
    expect(rememberedMember()).toEqual(worker);

    setOnline(false);
    const client = fakeAuthClient(worker);
    renderSession(client);
    expect(await screen.findByText('signedIn:worker:Profil worker:hors ligne')).toBeInTheDocument();
    // Offline, the provider is not even asked: it could only time out.
    expect(client.init).not.toHaveBeenCalled();
    // The text shows at the commit; the 'online' listener comes with the effects after it, which a
    // busy machine runs later (CI once sent the event before them).
    await act(() => Promise.resolve());

    const resumed = vi.fn();
    window.addEventListener(SESSION_RESUMED, resumed);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByText('signedIn:worker:Profil worker')).toBeInTheDocument();
    expect(client.init).toHaveBeenCalledTimes(1);
    expect(resumed).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_RESUMED, resumed);
  });

  it('leaves a remembered member signed out, and remembered, when the provider fails while online', async () => {
    await signedInOnceOnline(fakeAuthClient(userOfType('worker')));

    renderSession(fakeAuthClient(userOfType('worker'), { ready: Promise.reject(new Error('down')) }));

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(rememberedMember()).toEqual(userOfType('worker'));
  });

  it('keeps the member offline without a profile when none was kept for them', async () => {
    await signedInOnceOnline(fakeAuthClient(userOfType('worker')));
    setOnline(false);

    renderSession(fakeAuthClient(userOfType('worker')), () => Promise.reject(new Error('offline')));

    expect(await screen.findByText('signedIn:worker:sans profil:hors ligne')).toBeInTheDocument();
    expect(screen.queryByText('Erreur de profil')).not.toBeInTheDocument();
  });

  it('forgets the member when the provider says the session is over', async () => {
    await signedInOnceOnline(fakeAuthClient(userOfType('worker')));
    const deleted = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: deleted });

    renderSession(fakeAuthClient(undefined));

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(rememberedMember()).toBeUndefined();
    expect(deleted).toHaveBeenCalledWith('liggeey-member-reads');
  });

  it('forgets the member and the reads kept for them on sign-out', async () => {
    const deleted = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: deleted });
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));

    expect(rememberedMember()).toBeUndefined();
    expect(deleted).toHaveBeenCalledWith('liggeey-member-reads');
    expect(client.logout).toHaveBeenCalled();
  });

  it('does not sign out offline: the provider would not hear it', async () => {
    await signedInOnceOnline(fakeAuthClient(userOfType('worker')));
    setOnline(false);
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker:hors ligne');

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));

    expect(await screen.findByText('sign-out failed')).toBeInTheDocument();
    expect(client.logout).not.toHaveBeenCalled();
    expect(rememberedMember()).toEqual(userOfType('worker'));
  });
});

describe('GraphQL requests under a session', () => {
  function stubGateway() {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { health: { status: 'ok', services: [] } } }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    return (name = 'authorization') => new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(name);
  }

  it('name the member resumed offline, without a token', async () => {
    await signedInOnceOnline(fakeAuthClient(userOfType('worker')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sentHeader = stubGateway();
    renderSession(fakeAuthClient(userOfType('worker')), () => Promise.resolve(null));
    await screen.findByText('signedIn:worker:sans profil:hors ligne');

    await graphqlRequest(HealthQuery);

    expect(sentHeader()).toBeNull();
    expect(sentHeader('x-liggeey-member')).toBe('worker-1');
    vi.restoreAllMocks();
  });

  it('carry the bearer token of a signed-in user, renewed first', async () => {
    const sentAuthorization = stubGateway();
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');

    await graphqlRequest(HealthQuery);

    expect(client.refresh).toHaveBeenCalledWith(EXPIRY_MARGIN_SECONDS);
    expect(sentAuthorization()).toBe('Bearer token-of-worker-1');
    expect(sentAuthorization('x-liggeey-member')).toBe('worker-1');
  });

  it('carry no token when signed out', async () => {
    const sentAuthorization = stubGateway();
    renderSession(fakeAuthClient(undefined));
    await screen.findByText('signedOut');

    await graphqlRequest(HealthQuery);

    expect(sentAuthorization()).toBeNull();
  });

  it('carry no token once a failed renewal has signed the user out', async () => {
    const sentAuthorization = stubGateway();
    const client = fakeAuthClient(userOfType('worker'));
    renderSession(client);
    await screen.findByText('signedIn:worker:Profil worker');
    vi.mocked(client.refresh).mockRejectedValue(new Error('expired'));

    await act(() => graphqlRequest(HealthQuery));

    expect(sentAuthorization()).toBeNull();
    await waitFor(() => expect(screen.getByText('signedOut')).toBeInTheDocument());
  });
});
