import { createContext, useContext } from 'react';
import type { SessionUser } from '../auth-client';
import type { SessionProfile } from '../session-profile';

export type { SessionUser, UserType } from '../auth-client';
export type { SessionProfile } from '../session-profile';

/**
 * Spec §4: loading at start, then signed in (the user and their profile, if any) or signed out.
 * `offline`: the member this device remembers, opened without network; they read what the service
 * worker kept for them, without a token, until the provider answers again.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; profile: SessionProfile | null; offline?: true };

export interface SignInOptions {
  /** Where the provider sends the browser back once signed in; /dashboard dispatches by user type. */
  redirectPath?: string;
}

export type Session = SessionState & {
  /** A fresh access token for the next request, or undefined when signed out. */
  token: () => Promise<string | undefined>;
  signIn: (options?: SignInOptions) => Promise<void>;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession doit être utilisé sous <SessionProvider>.');
  return session;
}
