const HINT_KEY = 'liggeey.session';

/**
 * Whether this browser signed in and may still have a session with the provider. The session
 * itself is the provider's HttpOnly cookie, which scripts cannot read: this flag only spares a
 * visitor the silent check (and the download of keycloak-js) when there is nothing to resume.
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSessionHint(): void {
  try {
    localStorage.setItem(HINT_KEY, '1');
  } catch {
    // Storage disabled: a reload then shows the signed-out page until the next sign-in.
  }
}

export function forgetSessionHint(): void {
  try {
    localStorage.removeItem(HINT_KEY);
  } catch {
    // Nothing stored then.
  }
}
