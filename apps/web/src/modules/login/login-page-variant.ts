/**
 * Which login page the person started from. The provider's auth endpoint always sends the browser
 * to /login?challenge=…, whichever page started the sign-in, so /admin-login leaves this mark in
 * sessionStorage (per tab, gone with it) and /login?challenge=… shows the admin variant when it
 * finds it. Each start of a sign-in rewrites it, so an abandoned admin attempt cannot leak into a
 * later ordinary login.
 */
export type LoginPageVariant = 'user' | 'admin';

const LOGIN_PAGE_KEY = 'liggeey.loginPage';

export function rememberLoginPageVariant(variant: LoginPageVariant): void {
  sessionStorage.setItem(LOGIN_PAGE_KEY, variant);
}

export function loginPageVariant(): LoginPageVariant {
  return sessionStorage.getItem(LOGIN_PAGE_KEY) === 'admin' ? 'admin' : 'user';
}
