import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import type { SessionState } from '../../session/hooks/use-session';
import { userOfType } from '../../session/testing/fake-auth-client';
import { AppHeader } from './app-header';

// Test files share a worker (isolate: false): drop a fetch stub another file left behind, so the
// unread badge beside Messages stays empty as it does without a server.
beforeEach(() => {
  vi.unstubAllGlobals();
});

function renderHeader(session: SessionState, onSignOut = () => undefined) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AppHeader session={session} onSignOut={onSignOut} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Navigation principale' }));
}

/** The menu's code is a lazy chunk, which jsdom may take more than a second to import. */
function findUserMenu() {
  return screen.findByRole('button', { name: /: menu utilisateur/ }, { timeout: 5_000 });
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
    const nav = renderHeader({ status: 'signedIn', user: userOfType('employer'), profile: null });

    expect(nav.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/feed');
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(nav.queryByRole('link', { name: 'Réalisations' })).not.toBeInTheDocument();
  });

  it('adds Réalisations for a signed-in worker', () => {
    const nav = renderHeader({ status: 'signedIn', user: userOfType('worker'), profile: null });

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
    renderHeader({ status: 'signedIn', user: userOfType('admin'), profile: null }, onSignOut);

    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    await user.click(await findUserMenu());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tableau de bord',
      'Profil',
      'Admin',
      'Déconnexion',
    ]);
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'En ligne',
      'Absent',
      'Occupé',
    ]);

    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('leaves Admin out of a worker’s menu', async () => {
    const user = userEvent.setup();
    renderHeader({ status: 'signedIn', user: userOfType('worker'), profile: null });

    await user.click(await findUserMenu());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Tableau de bord', 'Profil', 'Déconnexion']);
  });
});

describe('AppHeader presence status', () => {
  it('starts online and keeps the status chosen in the menu, shown on the menu button', async () => {
    const user = userEvent.setup();
    renderHeader({ status: 'signedIn', user: userOfType('employer'), profile: null });

    await user.click(await findUserMenu());
    expect(await screen.findByRole('menuitemradio', { name: 'En ligne' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Occupé' }));

    expect(screen.getByRole('button', { name: /: menu utilisateur \(Occupé\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /: menu utilisateur \(Occupé\)$/ }));
    expect(screen.getByRole('menuitemradio', { name: 'Occupé' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'En ligne' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('AppHeader mobile menu', () => {
  async function openMobileMenu() {
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawerNav = await screen.findByRole(
      'navigation',
      { name: 'Navigation mobile' },
      { timeout: 5_000 },
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    return { user, drawer: within(drawerNav) };
  }

  it('repeats the public links and the sign-in links for a visitor', async () => {
    renderHeader({ status: 'signedOut' });
    const { drawer } = await openMobileMenu();

    expect(drawer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Métiers', '/metiers'],
      ['Profils', '/profiles'],
      ['Boutique', '/store'],
      ['FAQ', '/faq'],
      ['Connexion', '/login'],
      ['Inscription', '/signup'],
    ]);
  });

  it('follows the same visibility rules for a signed-in worker and closes on a choice', async () => {
    renderHeader({ status: 'signedIn', user: userOfType('worker'), profile: null });
    const { user, drawer } = await openMobileMenu();

    expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Accueil',
      'Métiers',
      'Profils',
      'Boutique',
      'FAQ',
      'Actualités',
      'Messages',
      'Réalisations',
    ]);
    await user.click(drawer.getByRole('link', { name: 'Messages' }));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides Actualités and Réalisations from a visitor and Réalisations from an admin', async () => {
    renderHeader({ status: 'signedIn', user: userOfType('admin'), profile: null });
    const { drawer } = await openMobileMenu();

    expect(drawer.getByRole('link', { name: 'Actualités' })).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Réalisations' })).not.toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
  });
});
