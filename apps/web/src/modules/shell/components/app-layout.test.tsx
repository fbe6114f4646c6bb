import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(Response.json({ data: { testimonials: [], storeProducts: [] } }));
});

afterEach(() => vi.unstubAllGlobals());

describe('signing out from the shell', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'Erreur de déconnexion', 'Impossible de contacter le serveur.'],
    [new Error('logout refused'), 'Échec de la déconnexion', 'Une erreur est survenue.'],
  ])('reports a failed sign-out (%s) with the spec’s title', async (failure, title, description) => {
    const client = fakeAuthClient(userOfType('worker'));
    vi.mocked(client.logout).mockRejectedValue(failure);
    renderApp('/', client);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /: menu utilisateur/ }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
