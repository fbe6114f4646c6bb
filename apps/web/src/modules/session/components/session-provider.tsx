import { WEB_SIGN_IN_LANDING_PATH, WEB_SIGN_OUT_LANDING_PATH } from '@liggeey/contracts/web-redirects';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { setAccessTokenSource } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { type AuthClient, ProviderUnreachable } from '../auth-client';
import { type Session, SessionContext, type SessionState, type SignInOptions } from '../hooks/use-session';
import { type ProfileLoader, loadSessionProfile } from '../session-profile';

/** Spec §9 client timings: auth refresh tick 30 s, expiry margin 10 s. */
export const REFRESH_INTERVAL_MS = 30_000;
export const EXPIRY_MARGIN_SECONDS = 10;

// Set just before leaving for the provider's logout, read when the app loads again at /.
const SIGNED_OUT_FLAG = 'liggeey.signedOut';

const SIGNED_OUT: SessionState = { status: 'signedOut' };

/**
 * The state once the provider answered: signed in with the profile, or signed out. Spec §4: a
 * profile that cannot be read (other than none existing) signs the person out with a notice.
 */
async function settledState(client: AuthClient, loadProfile: ProfileLoader): Promise<SessionState> {
  const user = client.user();
  if (!user) return SIGNED_OUT;
  try {
    return { status: 'signedIn', user, profile: await loadProfile() };
  } catch {
    client.clear();
    toast({
      variant: 'destructive',
      title: 'Erreur de profil',
      description: 'Impossible de récupérer les informations du profil. Déconnexion.',
    });
    return SIGNED_OUT;
  }
}

interface SessionProviderProps {
  client: AuthClient;
  /** Reads the signed-in user's profile; the GraphQL `myProfile` unless a test gives another. */
  loadProfile?: ProfileLoader;
  children: ReactNode;
}

export function SessionProvider({
  client,
  loadProfile = loadSessionProfile,
  children,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const signOutLocally = useCallback(() => {
    client.clear();
    setState(SIGNED_OUT);
  }, [client]);

  useEffect(() => {
    let active = true;
    const unsubscribe = client.onSessionLost(() => {
      if (active) setState(SIGNED_OUT);
    });
    // Another tab signed out: this one leaves for / and says goodbye there, as the tab that did.
    const unsubscribeElsewhere = client.onSignedOutElsewhere(() => {
      if (!active) return;
      sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
      window.location.assign('/');
    });
    client
      .init()
      .then(() => settledState(client, loadProfile))
      .then(
        (settled) => {
          if (active) setState(settled);
        },
        () => {
          // The provider being unreachable leaves the visitor on the public pages, signed out.
          if (active) setState(SIGNED_OUT);
        },
      );
    if (sessionStorage.getItem(SIGNED_OUT_FLAG)) {
      sessionStorage.removeItem(SIGNED_OUT_FLAG);
      toast({ title: 'Déconnexion réussie', description: 'À bientôt !' });
    }
    return () => {
      active = false;
      unsubscribe();
      unsubscribeElsewhere();
    };
  }, [client, loadProfile]);

  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      client.refresh(EXPIRY_MARGIN_SECONDS).catch((error: unknown) => {
        // Offline: the next tick renews it once the network is back.
        if (!(error instanceof ProviderUnreachable)) signOutLocally();
      });
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, signedIn, signOutLocally]);

  const token = useCallback(async () => {
    if (!client.user()) return undefined;
    try {
      await client.refresh(EXPIRY_MARGIN_SECONDS);
    } catch (error) {
      // Offline, the request fails on its own; the session must not.
      if (error instanceof ProviderUnreachable) return client.accessToken();
      signOutLocally();
      return undefined;
    }
    return client.accessToken();
  }, [client, signOutLocally]);

  useEffect(() => setAccessTokenSource(token), [token]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      token,
      signIn: ({ redirectPath = WEB_SIGN_IN_LANDING_PATH }: SignInOptions = {}) =>
        client.login(window.location.origin + redirectPath),
      signOut: async () => {
        sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
        try {
          await client.logout(window.location.origin + WEB_SIGN_OUT_LANDING_PATH);
        } catch (error) {
          // Still signed in: the next load must not say goodbye.
          sessionStorage.removeItem(SIGNED_OUT_FLAG);
          throw error;
        }
      },
    }),
    [client, state, token],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
