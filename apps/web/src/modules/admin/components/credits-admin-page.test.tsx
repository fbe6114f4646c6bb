import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

function pack(id: string, credits: number, price: number) {
  return {
    id,
    name: `Pack ${credits} crédits`,
    description: `Pack de ${credits} crédits pour recharger votre compte.`,
    type: 'credit_pack',
    creditsPrice: price,
    features: [String(credits)],
    imageUrl: null,
    hasFile: false,
    fileKey: null,
    fileType: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminProducts: () => ({ data: { adminProducts: [pack('p1', 100, 1000), pack('p2', 500, 4500)] } }),
    AdminWelcomeBonus: () => ({ data: { adminSettingsWelcomeBonus: { credits: 50 } } }),
    SaveCreditPack: () => ({ data: { saveCreditPack: { id: 'p3' } } }),
    SetWelcomeBonus: (variables) => ({ data: { setWelcomeBonus: { credits: variables?.['credits'] } } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin credits and pricing', () => {
  it("lists the packs, refuses a pack without valid integers ('Données invalides') and saves a valid one", async () => {
    renderApp('/admin/credits', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    expect(await screen.findByText('Pack 100 crédits', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('4 500 F CFA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un pack' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nombre de crédits'), '0');
    await user.type(within(dialog).getByLabelText('Prix (F CFA)'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Données invalides')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer un nombre de crédits et un prix valides.')).toBeInTheDocument();
    expect(sent('SaveCreditPack')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Nombre de crédits'));
    await user.type(within(dialog).getByLabelText('Nombre de crédits'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent('SaveCreditPack')).toHaveLength(1));
    expect(sent('SaveCreditPack')[0]?.variables).toEqual({
      id: null,
      input: { credits: 250, price: 2000, name: null, description: null },
    });
  });

  it('saves the welcome bonus', async () => {
    renderApp('/admin/credits', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Bonus de bienvenue (crédits)', {}, { timeout: 15_000 });
    await waitFor(() => expect(input).toHaveValue('50'));
    await user.clear(input);
    await user.type(input, '75');
    await user.click(
      within(screen.getByText('Bonus de bienvenue').closest('.ant-card') as HTMLElement).getByRole('button', {
        name: 'Enregistrer',
      }),
    );

    await waitFor(() =>
      expect(sent('SetWelcomeBonus').map((request) => request.variables)).toEqual([{ credits: 75 }]),
    );
    expect(await screen.findByText('Bonus de bienvenue enregistré')).toBeInTheDocument();
  });
});
