import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuthClient } from '../modules/session/testing/fake-auth-client';
import { renderApp } from '../modules/session/testing/render-app';

function renderAt(path: string) {
  renderApp(path, fakeAuthClient(undefined));
}

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
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
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
});
