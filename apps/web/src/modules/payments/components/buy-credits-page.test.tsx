import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { leavePage } from '../leave-page';

// The browser cannot leave the page in jsdom: record where it would go.
vi.mock('../leave-page', () => ({ leavePage: vi.fn() }));

const PACKS = [
  { id: 'p1', name: 'Pack 100 crédits', description: 'Pour commencer', price: 1000, credits: 100 },
  { id: 'p2', name: 'Pack 500 crédits', description: null, price: 4500, credits: 500 },
];
const LINK = 'http://127.0.0.1:8090/checkout/abc';

let handlers: MockHandlers;
let stub: ReturnType<typeof stubGraphqlFetch>;

beforeEach(() => {
  handlers = {
    CreditPacks: () => ({ data: { creditPacks: PACKS } }),
    StartCreditPurchase: () => ({ data: { startCreditPurchase: { link: LINK, txRef: 'LGY-1' } } }),
  };
  stub = stubGraphqlFetch(handlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockReset();
});

async function openPage() {
  renderApp('/buy-credits', fakeAuthClient(userOfType('worker')));
  await screen.findByRole('heading', { level: 1, name: 'Acheter des crédits' }, { timeout: 5000 });
  return userEvent.setup();
}

const packCard = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/buy-credits', () => {
  it('lists the packs with their credits and price in F CFA', async () => {
    await openPage();
    const first = await screen.findByRole('heading', { name: 'Pack 100 crédits' });
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('100 crédits')).toBeInTheDocument();
    expect(within(card).getByText('1 000 F CFA')).toBeInTheDocument();
    expect(within(packCard('Pack 500 crédits')).getByText('4 500 F CFA')).toBeInTheDocument();
  });

  it("shows 'Traitement...' on the chosen pack while the payment is created, then goes to the link", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = stub.fetchMock.getMockImplementation();
    if (!answer) throw new Error('fetch is not stubbed');
    stub.fetchMock.mockImplementation(async (url, init) => {
      if (typeof init?.body === 'string' && init.body.includes('StartCreditPurchase')) await gate;
      return answer(url, init);
    });
    const user = await openPage();
    await screen.findByRole('heading', { name: 'Pack 500 crédits' });

    await user.click(within(packCard('Pack 500 crédits')).getByRole('button', { name: /Acheter/ }));
    expect(await within(packCard('Pack 500 crédits')).findByText('Traitement...')).toBeInTheDocument();
    expect(within(packCard('Pack 100 crédits')).getByRole('button', { name: /Acheter/ })).toBeDisabled();
    expect(leavePage).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(LINK));
    expect(stub.sent('StartCreditPurchase')[0]?.variables).toEqual({ packId: 'p2' });
  });

  it("says 'Erreur de paiement' with the reason when the payment cannot start, and stays", async () => {
    handlers['StartCreditPurchase'] = () => ({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Le service de paiement ne répond pas.' },
    });
    const user = await openPage();
    await screen.findByRole('heading', { name: 'Pack 100 crédits' });
    await user.click(within(packCard('Pack 100 crédits')).getByRole('button', { name: /Acheter/ }));

    expect(await screen.findByText('Erreur de paiement')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Impossible de lancer le processus de paiement. Le service de paiement ne répond pas.',
      ),
    ).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    expect(within(packCard('Pack 100 crédits')).getByRole('button', { name: /Acheter/ })).toBeEnabled();
  });

  it('says so when the packs cannot be loaded', async () => {
    handlers['CreditPacks'] = () => ({ error: { code: 'INTERNAL', message: 'Une erreur est survenue.' } });
    await openPage();
    expect(await screen.findByText('Impossible de charger les packs de crédits.')).toBeInTheDocument();
  });
});
