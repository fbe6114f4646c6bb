import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGatewayFetch, workerProfile } from '../testing/profiles-fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

function page(items: unknown[], total: number, page = 1) {
  return { data: { workers: { total, page, pageSize: 12, items } } };
}

const AWA = workerProfile();
const MODOU = workerProfile({
  id: 'worker-8',
  fullName: 'Modou Fall',
  profession: 'Plombier',
  boosted: true,
});

describe('/profiles', () => {
  it('lists the workers with their count and asks the profession given by the URL', async () => {
    const { sent } = stubGatewayFetch({ Workers: () => page([MODOU, AWA], 2) });
    renderApp('/profiles?profession=Couturier', fakeAuthClient(userOfType('worker')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trouver un Talent' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 profils trouvés')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Résultats' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Modou Fall', 'Awa Diop']);
    expect(within(results).getByText('Sponsorisé')).toBeInTheDocument();
    expect(sent('Workers')[0]?.variables).toEqual({
      input: { profession: 'Couturier', page: 1, pageSize: 12 },
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retirer ce filtre' }));
    await waitFor(() =>
      expect(sent('Workers').at(-1)?.variables).toEqual({ input: { page: 1, pageSize: 12 } }),
    );
  });

  it('searches the typed term, keeps it in the URL and loads more with Voir plus', async () => {
    const { sent } = stubGatewayFetch({
      Workers: (variables) => {
        const input = variables?.input as { page: number };
        return input.page === 1 ? page([AWA], 13) : page([MODOU], 13, 2);
      },
    });
    const router = renderApp('/profiles', fakeAuthClient(userOfType('employer')));
    const user = userEvent.setup();

    await screen.findByText('13 profils trouvés', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un talent' }), '  couture ');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=couture'));
    await waitFor(() =>
      expect(sent('Workers').at(-1)?.variables).toEqual({ input: { q: 'couture', page: 1, pageSize: 12 } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Voir plus de profils' }));
    expect(await screen.findByRole('article', { name: 'Modou Fall' })).toBeInTheDocument();
    expect(sent('Workers').at(-1)?.variables).toEqual({ input: { q: 'couture', page: 2, pageSize: 12 } });
    expect(screen.queryByRole('button', { name: 'Voir plus de profils' })).not.toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    stubGatewayFetch({ Workers: () => page([], 0) });
    renderApp('/profiles?q=astronaute', fakeAuthClient(userOfType('worker')));

    expect(await screen.findByText('Aucun profil trouvé', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says 'Impossible de charger les profils.' when the list cannot be loaded", async () => {
    stubGatewayFetch({ Workers: () => ({ error: { message: 'boom', code: 'INTERNAL' } }) });
    renderApp('/profiles', fakeAuthClient(userOfType('worker')));

    expect(
      await screen.findByText('Impossible de charger les profils.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
