import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGatewayFetch, workerProfile } from '../testing/profiles-fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOCALITIES = [
  { id: 'loc-1', label: 'Médina, Dakar' },
  { id: 'loc-2', label: 'Thiès' },
];

function stub() {
  return stubGatewayFetch({
    Localities: () => ({ data: { localities: LOCALITIES } }),
    SearchWorkers: () => ({
      data: {
        searchWorkers: { total: 1, page: 1, pageSize: 12, items: [workerProfile({ distanceKm: 3.25 })] },
      },
    }),
  });
}

const employer = () => fakeAuthClient(userOfType('employer'));

describe('/search', () => {
  it("refuses a blank term with 'Recherche vide' and sends nothing", async () => {
    const { sent } = stub();
    renderApp('/search', employer());
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('searchbox', { name: 'Terme de recherche' }, { timeout: 5000 }),
      '   ',
    );
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText('Recherche vide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer un terme de recherche.')).toBeInTheDocument();
    expect(sent('SearchWorkers')).toHaveLength(0);
  });

  it('searches the term of the URL and shows the count and the distance', async () => {
    const { sent } = stub();
    renderApp('/search?q=couturier', employer());

    expect(await screen.findByText('1 profil trouvé', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('À 3,3 km')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Terme de recherche' })).toHaveValue('couturier');
    expect(sent('SearchWorkers')[0]?.variables).toEqual({ input: { q: 'couturier', page: 1, pageSize: 12 } });
  });

  it('searches a typed term with the same box, kept in place', async () => {
    const { sent } = stub();
    const router = renderApp('/search?q=couturier', employer());
    const user = userEvent.setup();
    await screen.findByText('1 profil trouvé', {}, { timeout: 5000 });
    const box = screen.getByRole('searchbox', { name: 'Terme de recherche' });

    await user.clear(box);
    await user.type(box, ' plombier {Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?q=plombier'));
    await waitFor(() => expect(sent('SearchWorkers')).toHaveLength(2));
    // Not drawn again from scratch in the search's own frame (a long task on a slow phone).
    expect(screen.getByRole('searchbox', { name: 'Terme de recherche' })).toBe(box);
    expect(box).toHaveValue('plombier');
  });

  it('says there are more than 1 000 profiles when the count stopped there, and offers more', async () => {
    stubGatewayFetch({
      Localities: () => ({ data: { localities: LOCALITIES } }),
      SearchWorkers: () => ({
        data: {
          searchWorkers: {
            total: 1000,
            totalCapped: true,
            page: 1,
            pageSize: 12,
            items: [workerProfile({ distanceKm: null })],
          },
        },
      }),
    });
    renderApp('/search?q=plombier', employer());

    expect(
      await screen.findByText(/^Plus de 1\s000 profils trouvés$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir plus de profils' })).toBeInTheDocument();
  });

  it('pays 10 credits once for the AI suggestion, then lists who the assistant recommends and why', async () => {
    const { sent } = stubGatewayFetch({
      Localities: () => ({ data: { localities: LOCALITIES } }),
      MyCredits: () => ({ data: { myCredits: { balance: 25 } } }),
      SearchWorkers: () => ({ data: { searchWorkers: { total: 0, page: 1, pageSize: 12, items: [] } } }),
      AiSuggestions: () => ({
        data: {
          aiSuggestions: {
            balance: 15,
            suggestions: [
              {
                score: 0.82,
                reason: 'Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine',
                profile: { id: 'worker-7', fullName: 'Awa Diop', profession: 'Couturière' },
              },
            ],
          },
        },
      }),
    });
    renderApp('/search?q=couturier', employer());
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Voir plus (Suggestion IA - 10 crédits)' },
        { timeout: 5000 },
      ),
    );
    expect(await screen.findByText('Solde après paiement : 15 crédits')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Paiement réussi')).toBeInTheDocument();
    expect(
      screen.getByText("10 crédits ont été dépensés pour : Consultation IA 'Voir plus'."),
    ).toBeInTheDocument();
    expect(sent('AiSuggestions').map((request) => request.variables?.q)).toEqual(['couturier']);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Awa Diop · Couturière' })).toHaveAttribute(
      'href',
      '/profiles/worker-7',
    );
    expect(
      within(dialog).getByText('Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine'),
    ).toBeInTheDocument();
  });

  it('says so in the dialog when nobody matches, the credits given back', async () => {
    const refunded = 'Aucun professionnel ne correspond à cette recherche : vos crédits vous ont été rendus.';
    stubGatewayFetch({
      Localities: () => ({ data: { localities: LOCALITIES } }),
      MyCredits: () => ({ data: { myCredits: { balance: 25 } } }),
      SearchWorkers: () => ({ data: { searchWorkers: { total: 0, page: 1, pageSize: 12, items: [] } } }),
      AiSuggestions: () => ({ error: { message: refunded, code: 'NOT_FOUND' } }),
    });
    renderApp('/search?q=astronaute', employer());
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Voir plus (Suggestion IA - 10 crédits)' },
        { timeout: 5000 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));

    expect(await within(screen.getByRole('dialog')).findByText(refunded)).toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi')).not.toBeInTheDocument();
  });

  it("sends a short balance to /buy-credits with 'Crédits insuffisants' and spends nothing", async () => {
    const { sent } = stubGatewayFetch({
      Localities: () => ({ data: { localities: LOCALITIES } }),
      MyCredits: () => ({ data: { myCredits: { balance: 5 } } }),
      SearchWorkers: () => ({ data: { searchWorkers: { total: 0, page: 1, pageSize: 12, items: [] } } }),
    });
    const router = renderApp('/search?q=couturier', employer());
    const user = userEvent.setup();
    const button = await screen.findByRole(
      'button',
      { name: 'Voir plus (Suggestion IA - 10 crédits)' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(sent('MyCredits')).toHaveLength(1));
    await screen.findByText('Aucun profil trouvé');

    await user.click(button);

    expect(await screen.findByText('Crédits insuffisants')).toBeInTheDocument();
    expect(screen.getByText('Vous allez être redirigé pour acheter des crédits.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
    expect(sent('AiSuggestions')).toHaveLength(0);
  });

  it('puts the sort, max price, place, distance and availability in the URL and the request', async () => {
    const { sent } = stub();
    const router = renderApp('/search?q=plombier', employer());
    const user = userEvent.setup();
    await screen.findByText('1 profil trouvé', {}, { timeout: 5000 });
    await screen.findByRole('option', { name: 'Thiès' });

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Prix croissant');
    await user.selectOptions(screen.getByLabelText('Autour de'), 'Thiès');
    await user.selectOptions(screen.getByLabelText('Distance'), 'Moins de 10 km');
    await user.selectOptions(screen.getByLabelText('Disponibilité'), 'Disponible cette semaine');
    fireEvent.change(screen.getByLabelText('Prix maximum'), { target: { value: '5000' } });
    expect(screen.getByText(/^5\s000 F CFA par heure$/)).toBeInTheDocument();

    await waitFor(() =>
      expect(sent('SearchWorkers').at(-1)?.variables).toEqual({
        input: {
          q: 'plombier',
          sort: 'PRICE_ASC',
          maxPrice: 5000,
          localityId: 'loc-2',
          distanceKm: 10,
          availability: 'THIS_WEEK',
          page: 1,
          pageSize: 12,
        },
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'plombier',
      sort: 'PRICE_ASC',
      localityId: 'loc-2',
      distance: '10',
      availability: 'THIS_WEEK',
      maxPrice: '5000',
    });
  });

  it('restores the filters of a shared link and follows back/forward', async () => {
    const { sent } = stub();
    const router = renderApp('/search?q=ma%C3%A7on&sort=PROXIMITY&distance=25&availability=NOW', employer());

    await screen.findByText('1 profil trouvé', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Trier par')).toHaveValue('PROXIMITY');
    expect(screen.getByLabelText('Distance')).toHaveValue('25');
    expect(screen.getByLabelText('Disponibilité')).toHaveValue('NOW');
    expect(sent('SearchWorkers')[0]?.variables).toEqual({
      input: { q: 'maçon', sort: 'PROXIMITY', distanceKm: 25, availability: 'NOW', page: 1, pageSize: 12 },
    });

    await router.navigate('/search?q=plombier');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Terme de recherche' })).toHaveValue('plombier'),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Terme de recherche' })).toHaveValue('maçon'),
    );
    expect(screen.getByLabelText('Trier par')).toHaveValue('PROXIMITY');
  });
});
