import { beforeEach, describe, expect, it } from 'vitest';
import { carryToLogin, rememberLoginNotice, takeLoginNotice } from './login-notice';

describe('notices carried to the page with the login form', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a notice given on the way to /login once, after the provider round trip', () => {
    carryToLogin({
      variant: 'destructive',
      title: 'Connexion requise',
      description: 'Veuillez vous connecter pour acheter.',
      action: { label: 'Fermer', onClick: () => undefined },
    });

    expect(takeLoginNotice()).toEqual({
      variant: 'destructive',
      title: 'Connexion requise',
      description: 'Veuillez vous connecter pour acheter.',
    });
    expect(takeLoginNotice()).toBeUndefined();
  });

  it('keeps the notice a /login query asks for', () => {
    rememberLoginNotice(new URLSearchParams('confirmed=1'));
    expect(takeLoginNotice()).toMatchObject({ title: 'Adresse confirmée' });
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('liggeey.loginNotice', 'signup');
    expect(takeLoginNotice()).toBeUndefined();
    sessionStorage.setItem('liggeey.loginNotice', '{"description":"sans titre"}');
    expect(takeLoginNotice()).toBeUndefined();
  });
});
