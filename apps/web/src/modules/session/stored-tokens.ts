/** The tokens a reload needs to resume the session. */
export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

const STORAGE_KEY = 'liggeey.session';

/**
 * keycloak-js keeps tokens in memory only, so a reload (a phone that discards a background tab, a
 * refresh) would sign the person out. They are kept in sessionStorage instead: per tab, gone with
 * the tab, never sent to any server by the browser. On load the refresh token is used at once, so
 * a session closed meanwhile (sign-out elsewhere, reuse detected, account deleted) ends there.
 */
export function storedTokens(): StoredTokens | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { token, refreshToken, idToken } = value as Record<string, unknown>;
    if (typeof token !== 'string' || typeof refreshToken !== 'string') return undefined;
    return { token, refreshToken, ...(typeof idToken === 'string' ? { idToken } : {}) };
  } catch {
    return undefined;
  }
}

export function storeTokens(tokens: Partial<StoredTokens>): void {
  if (!tokens.token || !tokens.refreshToken) return forgetTokens();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Storage full or disabled: the session simply will not survive a reload.
  }
}

export function forgetTokens(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}
