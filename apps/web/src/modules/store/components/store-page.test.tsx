import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const GUIDE = {
  id: '00000000-0000-4000-8000-000000002001',
  name: 'Le guide du freelance',
  description: 'Trouver ses premiers clients.',
  creditsPrice: 200,
  imageUrl: null,
  sponsored: false,
};
const TEMPLATES = {
  ...GUIDE,
  id: '00000000-0000-4000-8000-000000002002',
  name: 'Pack de 10 modèles de CV',
  sponsored: true,
};

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    StoreCatalogue: () => ({ data: { storeProducts: [GUIDE, TEMPLATES] } }),
    MyPurchasedProductIds: () => ({ data: { myPurchasedProductIds: [TEMPLATES.id] } }),
    MyCredits: () => ({ data: { myCredits: { balance: 150 } } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The card of a product, found by its title link. */
async function card(name: string) {
  const link = await screen.findByRole('link', { name }, { timeout: 15_000 });
  return within(link.closest('li') as HTMLElement);
}

describe('/store', () => {
  it("marks the products a campaign promotes 'Sponsorisé', and only those", async () => {
    renderApp('/store', fakeAuthClient(undefined));

    expect((await card(TEMPLATES.name)).getByText('Sponsorisé')).toBeInTheDocument();
    expect((await card(GUIDE.name)).queryByText('Sponsorisé')).not.toBeInTheDocument();
    // A public page drawn without antd's components, whose code and styles a slow phone would load.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it("sends a visitor who clicks 'Acheter' to /login with the list's notice", async () => {
    const router = renderApp('/store', fakeAuthClient(undefined));
    const user = userEvent.setup();

    await user.click((await card(GUIDE.name)).getByRole('button', { name: 'Acheter' }));

    expect(await screen.findByText('Connexion requise')).toBeInTheDocument();
    expect(screen.getByText('Vous devez être connecté pour acheter un produit.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent('MyPurchasedProductIds')).toHaveLength(0);
  });

  it("offers 'Télécharger' for what the person owns and sends a short balance to /buy-credits", async () => {
    const router = renderApp('/store', fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    expect((await card(TEMPLATES.name)).getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    await user.click((await card(GUIDE.name)).getByRole('button', { name: 'Acheter' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/^Solde après l'achat :/);
    await user.click(within(dialog).getByRole('button', { name: "Finaliser l'achat" }));

    expect(await screen.findByText('Crédits insuffisants')).toBeInTheDocument();
    expect(screen.getByText('Veuillez recharger votre compte pour continuer.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
    expect(sent('BuyProduct')).toHaveLength(0);
  });
});
