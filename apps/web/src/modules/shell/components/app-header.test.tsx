import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../session/hooks/use-session';
import { userOfType } from '../../session/testing/fake-auth-client';
import { AppHeader } from './app-header';

function renderHeader(session: SessionState, onSignOut = () => undefined) {
  render(
    <MemoryRouter>
      <AppHeader session={session} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Navigation principale' }));
}

/** The menu's code is a lazy chunk, which jsdom may take more than a second to import. */
function findUserMenu() {
  return screen.findByRole('button', { name: 'Menu utilisateur' }, { timeout: 5_000 });
}

describe('AppHeader', () => {
  it('shows the brand and the five public links with their addresses', () => {
    const nav = renderHeader({ status: 'signedOut' });

    expect(screen.getByRole('link', { name: 'Liggeey' })).toHaveAttribute('href', '/');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Métiers', '/metiers'],
      ['Profils', '/profiles'],
      ['Boutique', '/store'],
      ['FAQ', '/faq'],
    ]);
  });

  it('hides the signed-in and worker links from a signed-out visitor', () => {
    const nav = renderHeader({ status: 'signedOut' });

    for (const label of ['Actualités', 'Messages', 'Réalisations']) {
      expect(nav.queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
  });

  it('adds Actualités and Messages for a signed-in employer, but not Réalisations', () => {
    const nav = renderHeader({ status: 'signedIn', user: userOfType('employer') });

    expect(nav.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/feed');
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(nav.queryByRole('link', { name: 'Réalisations' })).not.toBeInTheDocument();
  });

  it('adds Réalisations for a signed-in worker', () => {
    const nav = renderHeader({ status: 'signedIn', user: userOfType('worker') });

    expect(nav.getByRole('link', { name: 'Réalisations' })).toHaveAttribute('href', '/realisations');
  });

  it('offers Connexion and Inscription to a signed-out visitor', () => {
    renderHeader({ status: 'signedOut' });

    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/signup');
  });

  it('replaces them with the user menu once signed in; Admin only for admins', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderHeader({ status: 'signedIn', user: userOfType('admin') }, onSignOut);

    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    await user.click(await findUserMenu());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tableau de bord',
      'Profil',
      'Admin',
      'Déconnexion',
    ]);

    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('leaves Admin out of a worker’s menu', async () => {
    const user = userEvent.setup();
    renderHeader({ status: 'signedIn', user: userOfType('worker') });

    await user.click(await findUserMenu());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Tableau de bord', 'Profil', 'Déconnexion']);
  });
});
