import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { setAccessTokenSource } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import type { AuthClient } from '../auth-client';
import { type Session, SessionContext, type SessionState, type SignInOptions } from '../hooks/use-session';

/** Spec §9 client timings: auth refresh tick 30 s, expiry margin 10 s. */
export const REFRESH_INTERVAL_MS = 30_000;
export const EXPIRY_MARGIN_SECONDS = 10;

// Set just before leaving for the provider's logout, read when the app loads again at /.
const SIGNED_OUT_FLAG = 'liggeey.signedOut';

const SIGNED_OUT: SessionState = { status: 'signedOut' };

function stateOf(client: AuthClient): SessionState {
  const user = client.user();
  return user ? { status: 'signedIn', user } : SIGNED_OUT;
}

interface SessionProviderProps {
  client: AuthClient;
  children: ReactNode;
}

export function SessionProvider({ client, children }: SessionProviderProps) {
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
    client.init().then(
      () => {
        if (active) setState(stateOf(client));
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
    };
  }, [client]);

  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      client.refresh(EXPIRY_MARGIN_SECONDS).catch(signOutLocally);
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, signedIn, signOutLocally]);

  const token = useCallback(async () => {
    if (!client.user()) return undefined;
    try {
      await client.refresh(EXPIRY_MARGIN_SECONDS);
    } catch {
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
      signIn: ({ redirectPath = '/dashboard' }: SignInOptions = {}) =>
        client.login(window.location.origin + redirectPath),
      signOut: async () => {
        sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
        try {
          await client.logout(`${window.location.origin}/`);
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
