import { WEB_SIGN_IN_LANDING_PATH, WEB_SIGN_OUT_LANDING_PATH } from '@liggeey/contracts/web-redirects';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RequestIdentity, setIdentitySource } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { type AuthClient, ProviderUnreachable, type SessionUser } from '../auth-client';
import { type Session, SessionContext, type SessionState, type SignInOptions } from '../hooks/use-session';
import { forgetMember, rememberMember, rememberedMember } from '../offline-member';
import { SESSION_RESUMED } from '../session-events';
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
  if (!user) {
    await forgetMember();
    return SIGNED_OUT;
  }
  try {
    const profile = await loadProfile();
    rememberMember(user);
    return { status: 'signedIn', user, profile };
  } catch {
    client.clear();
    await forgetMember();
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

  // The member resumed offline: their requests name them, without a token (see offlineState).
  const offlineMember = useRef<SessionUser | undefined>(undefined);
  const settle = useCallback((settled: SessionState) => {
    offlineMember.current = settled.status === 'signedIn' && settled.offline ? settled.user : undefined;
    setState(settled);
  }, []);

  /**
   * The member this device remembers, while the provider cannot be reached: their profile as they
   * last read it (the service worker answers it), none when it was never kept.
   */
  const offlineState = useCallback(
    async (member: SessionUser): Promise<SessionState> => {
      offlineMember.current = member;
      const profile = await loadProfile().catch(() => null);
      return { status: 'signedIn', user: member, profile, offline: true };
    },
    [loadProfile],
  );

  const signOutLocally = useCallback(() => {
    client.clear();
    void forgetMember();
    settle(SIGNED_OUT);
  }, [client, settle]);

  useEffect(() => {
    let active = true;
    const settleIfActive = (settled: SessionState) => {
      if (active) settle(settled);
    };
    const unsubscribe = client.onSessionLost(() => {
      void forgetMember();
      settleIfActive(SIGNED_OUT);
    });
    // Another tab signed out: this one leaves for / and says goodbye there, as the tab that did.
    const unsubscribeElsewhere = client.onSignedOutElsewhere(() => {
      if (!active) return;
      sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
      void forgetMember().finally(() => window.location.assign('/'));
    });
    const member = rememberedMember();
    // Without network the provider cannot answer: a remembered member reads what they last read.
    // With network, a provider that does not answer (a slow check-sso) leaves the visitor signed
    // out as before: an 'offline' session there would refuse to sign out and say it is offline.
    const resumed =
      member && !navigator.onLine
        ? offlineState(member)
        : client
            .init()
            .then(() => settledState(client, loadProfile))
            .catch(() => SIGNED_OUT);
    void resumed.then(settleIfActive);
    if (sessionStorage.getItem(SIGNED_OUT_FLAG)) {
      sessionStorage.removeItem(SIGNED_OUT_FLAG);
      toast({ title: 'Déconnexion réussie', description: 'À bientôt !' });
    }
    return () => {
      active = false;
      unsubscribe();
      unsubscribeElsewhere();
    };
  }, [client, loadProfile, offlineState, settle]);

  const offline = state.status === 'signedIn' && state.offline === true;
  const signedIn = state.status === 'signedIn' && !offline;
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

  // Offline, the provider is asked again when the network comes back, and every 30 s meanwhile.
  useEffect(() => {
    if (!offline) return undefined;
    let active = true;
    let resuming = false;
    const resume = () => {
      if (resuming || !navigator.onLine) return;
      resuming = true;
      client
        .init()
        .then(() => settledState(client, loadProfile))
        .then(
          (settled) => {
            if (!active) return;
            settle(settled);
            // The pages read again, with the token, what they showed from the device.
            window.dispatchEvent(new Event(SESSION_RESUMED));
          },
          // Still unreachable: the next attempt may do better.
          () => undefined,
        )
        .finally(() => (resuming = false));
    };
    window.addEventListener('online', resume);
    const timer = setInterval(resume, REFRESH_INTERVAL_MS);
    return () => {
      active = false;
      window.removeEventListener('online', resume);
      clearInterval(timer);
    };
  }, [client, loadProfile, offline, settle]);

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

  const identity = useCallback(async (): Promise<RequestIdentity> => {
    if (offlineMember.current) return { memberId: offlineMember.current.id };
    const memberId = client.user()?.id;
    const accessToken = await token();
    return accessToken ? { token: accessToken, memberId } : {};
  }, [client, token]);

  useEffect(() => setIdentitySource(identity), [identity]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      token,
      signIn: ({ redirectPath = WEB_SIGN_IN_LANDING_PATH }: SignInOptions = {}) =>
        client.login(window.location.origin + redirectPath),
      signOut: async () => {
        // The provider must hear it, or the next page opened online would still be signed in.
        if (offlineMember.current) throw new TypeError('Pas de réseau pour se déconnecter.');
        sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
        await forgetMember();
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
