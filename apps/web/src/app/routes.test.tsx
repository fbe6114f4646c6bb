import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../modules/session/testing/fake-auth-client';
import { renderApp } from '../modules/session/testing/render-app';

function renderAt(path: string) {
  renderApp(path, fakeAuthClient(undefined));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('opens the home page in the shell, with the tagline as its title', async () => {
    renderAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connecter les talents et les opportunités' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('shows the footer links and the current year on every page', async () => {
    renderAt('/');

    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Métiers', '/metiers'],
      ['Profils', '/profiles'],
      ['Boutique', '/store'],
      ['Articles', '/articles'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Facebook', 'https://www.facebook.com/liggeey'],
      ['X', 'https://x.com/liggeey'],
      ['LinkedIn', 'https://www.linkedin.com/company/liggeey'],
      ['WhatsApp', 'https://wa.me/221770000000'],
    ]);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Liggeey`)).toBeInTheDocument();
  });

  it('answers an unknown address with "Page introuvable"', async () => {
    renderAt('/nulle-part');

    expect(await screen.findByText('Page introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('opens the sign-up wizard on /signup, not a placeholder', async () => {
    renderAt('/signup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Travailleur/ })).toBeInTheDocument();
    expect(screen.queryByText(/n'est pas encore implémentée/)).not.toBeInTheDocument();
  });

  it.each([
    ['/metiers', 'Un Univers de Talents'],
    ['/faq', 'Foire aux questions'],
    ['/contact', 'Contactez-nous'],
  ])('opens the public page %s for a visitor, not a placeholder', async (path, title) => {
    // The pages' data is not under test here: the gateway answers nothing useful.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"data":null}'))),
    );
    renderAt(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/n'est pas encore implémentée/)).not.toBeInTheDocument();
  });

  it.each([
    ['/jobs', 'worker', "Offres d'emploi"],
    ['/admin/jobs', 'admin', "Offres d'emploi"],
    ['/admin/users', 'admin', 'Utilisateurs'],
  ] as const)('opens %s for a signed-in %s, not a placeholder', async (path, type, title) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"data":null}'))),
    );
    renderApp(path, fakeAuthClient(userOfType(type)));

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/n'est pas encore implémentée/)).not.toBeInTheDocument();
  });
});
