import { vi } from 'vitest';
import type { AuthClient, SessionUser, UserType } from '../auth-client';
import type { ProfileLoader } from '../session-profile';

export interface FakeAuthClient extends AuthClient {
  /** Reports the session lost, as keycloak-js does on a failed refresh. */
  loseSession: () => void;
  /** Reports a sign-out in another tab of the browser. */
  signOutElsewhere: () => void;
}

/** A user of each type, for guard and header tests. */
export function userOfType(type: UserType): SessionUser {
  return { id: `${type}-1`, email: `${type}@liggeey.test`, type };
}

/**
 * An AuthClient whose session is `user` (signed out when undefined). `init` resolves when the
 * `ready` promise does, so a test can hold the session in its loading state.
 */
export function fakeAuthClient(
  user: SessionUser | undefined,
  { ready = Promise.resolve() }: { ready?: Promise<void> } = {},
): FakeAuthClient {
  let current = user;
  const listeners = new Set<() => void>();
  const elsewhere = new Set<() => void>();
  return {
    init: vi.fn(() => ready),
    user: () => current,
    accessToken: () => (current ? `token-of-${current.id}` : undefined),
    refresh: vi.fn(() => Promise.resolve()),
    login: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => Promise.resolve()),
    clear: vi.fn(() => {
      current = undefined;
    }),
    onSessionLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSignedOutElsewhere(listener) {
      elsewhere.add(listener);
      return () => elsewhere.delete(listener);
    },
    loseSession() {
      current = undefined;
      for (const listener of listeners) listener();
    },
    signOutElsewhere() {
      current = undefined;
      for (const listener of elsewhere) listener();
    },
  };
}

/** A profile loader answering for whoever `client` says is signed in, without any request. */
export function fakeProfileLoader(client: AuthClient): ProfileLoader {
  return () => {
    const user = client.user();
    return Promise.resolve(
      user ? { id: user.id, fullName: `Profil ${user.type}`, profilePicUrl: null } : null,
    );
  };
}
