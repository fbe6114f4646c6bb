import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const PRODUCT_ID = '00000000-0000-4000-8000-000000002001';

function product(purchased: boolean) {
  return {
    id: PRODUCT_ID,
    name: 'Le guide du freelance',
    description: 'Trouver ses premiers clients.',
    creditsPrice: 200,
    features: ['Guide PDF de 80 pages', 'Modèles de devis'],
    imageUrl: null,
    hasFile: true,
    purchased,
  };
}

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];
let owned: boolean;

beforeEach(() => {
  owned = false;
  handlers = {
    StoreProduct: () => ({ data: { storeProduct: product(owned) } }),
    MyCredits: () => ({ data: { myCredits: { balance: 500 } } }),
    BuyProduct: () => {
      owned = true;
      return { data: { buyProduct: { productId: PRODUCT_ID, status: 'purchased', balance: 300 } } };
    },
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product page', () => {
  it("buys with one key after the confirm dialog, then shows 'Télécharger' from the server's answer", async () => {
    renderApp(`/product/${PRODUCT_ID}`, fakeAuthClient(userOfType('worker')));
    const user = userEvent.setup();

    expect(
      // The first render of the test file loads the lazy shell and page: give it time.
      await screen.findByRole('heading', { level: 1, name: 'Le guide du freelance' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce que vous obtenez')).toBeInTheDocument();
    expect(screen.getByText('Guide PDF de 80 pages')).toBeInTheDocument();
    expect(screen.getByText('200 crédits')).toBeInTheDocument();
    // A public page drawn without antd's components, whose code and styles a slow phone would load.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acheter' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("Solde après l'achat : 300 crédits")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Finaliser l'achat" }));

    expect(await screen.findByText('Achat réussi !')).toBeInTheDocument();
    expect(
      screen.getByText('200 crédits ont été dépensés pour : Achat : Le guide du freelance.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    expect(sent('BuyProduct')).toHaveLength(1);
    expect(sent('BuyProduct')[0]?.variables).toMatchObject({ productId: PRODUCT_ID });
  });

  it("sends a visitor to /login with 'Connexion requise' and buys nothing", async () => {
    const router = renderApp(`/product/${PRODUCT_ID}`, fakeAuthClient(undefined));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Acheter' }));

    expect(await screen.findByText('Connexion requise')).toBeInTheDocument();
    expect(screen.getByText('Veuillez vous connecter pour acheter.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent('BuyProduct')).toHaveLength(0);
  });

  it("sends to /buy-credits with 'Crédits insuffisants' when the server refuses the spend", async () => {
    handlers['MyCredits'] = () => ({ data: { myCredits: { balance: 500 } } });
    handlers['BuyProduct'] = () => ({ error: { code: 'CONFLICT', message: 'Crédits insuffisants' } });
    const router = renderApp(`/product/${PRODUCT_ID}`, fakeAuthClient(userOfType('employer')));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Acheter' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText("Solde après l'achat : 300 crédits");
    await user.click(within(dialog).getByRole('button', { name: "Finaliser l'achat" }));

    expect(await screen.findByText('Veuillez recharger votre compte.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
  });

  it("shows 'Produit introuvable' with a way back to the store", async () => {
    handlers['StoreProduct'] = () => ({ error: { code: 'NOT_FOUND', message: 'Produit introuvable' } });
    handlers['StoreCatalogue'] = () => ({ data: { storeProducts: [] } });
    const router = renderApp(`/product/${PRODUCT_ID}`, fakeAuthClient(undefined));
    const user = userEvent.setup();

    expect(await screen.findByText('Produit introuvable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour à la boutique' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it("says the product could not be loaded, then shows 'Produit introuvable'", async () => {
    handlers['StoreProduct'] = () => ({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Indisponible' } });
    renderApp(`/product/${PRODUCT_ID}`, fakeAuthClient(undefined));

    expect(
      await screen.findByText('Impossible de récupérer les informations du produit.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Produit introuvable')).toBeInTheDocument();
  });
});
