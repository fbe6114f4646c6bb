import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function myJob(id: string, title: string, isActive: boolean) {
  return { id, title, isActive, boosted: false, createdAt: '2026-11-20T10:00:00.000Z', applicationCount: 0 };
}

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];
let balance: number;

beforeEach(() => {
  balance = 250;
  handlers = {
    DashboardProfile: () => ({
      data: {
        myProfile: {
          id: 'me',
          fullName: 'Awa Ndiaye',
          profession: 'Couturière',
          profilePicUrl: null,
          coverPicUrl: null,
          available: true,
          availableFrom: null,
        },
      },
    }),
    DashboardJobs: () => ({ data: { jobs: { items: [] } } }),
    DashboardAvailableWorkers: () => ({ data: { availableWorkers: [] } }),
    DashboardMyJobs: () => ({
      data: { myJobs: [myJob('j-old', 'Offre retirée', false), myJob('j-1', 'Maçon', true)] },
    }),
    MyCredits: () => ({ data: { myCredits: { balance } } }),
    MyTransactions: () => ({
      data: {
        myTransactions: [
          {
            id: 't2',
            description: 'Boost offre : Maçon',
            type: 'spend',
            amount: -100,
            createdAt: '2026-11-21T09:30:00.000Z',
          },
          {
            id: 't1',
            description: 'Achat : Pack 500 crédits',
            type: 'purchase',
            amount: 500,
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
    }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function openDashboard(type: 'worker' | 'employer') {
  const router = renderApp('/dashboard', fakeAuthClient(userOfType(type)));
  return { router, user: userEvent.setup() };
}

function creditsCard(): HTMLElement {
  const card = screen.getByRole('heading', { name: 'Mes crédits' }).closest<HTMLElement>('.ant-card');
  if (!card) throw new Error('carte Mes crédits absente');
  return card;
}

describe('credits card', () => {
  it('shows the balance and toggles the last 10 transactions', async () => {
    const { user } = openDashboard('worker');

    expect(await screen.findByText('250 crédits', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent('MyTransactions')).toHaveLength(0);

    await user.click(within(creditsCard()).getByRole('button', { name: 'Historique' }));

    const history = await within(creditsCard()).findByRole('list', { name: 'Historique des crédits' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Boost offre : Maçon');
    expect(rows[0]).toHaveTextContent('-100 crédits');
    expect(within(rows[0] as HTMLElement).getByText(/21 nov\. 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-21T09:30:00.000Z',
    );
    expect(rows[1]).toHaveTextContent('Achat : Pack 500 crédits');
    expect(rows[1]).toHaveTextContent('+500 crédits');
    expect(sent('MyTransactions').map((request) => request.variables)).toEqual([{ pageSize: 10 }]);

    await user.click(within(creditsCard()).getByRole('button', { name: 'Historique' }));
    expect(within(creditsCard()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("reports a history that cannot load with 'Impossible de charger les transactions.'", async () => {
    handlers.MyTransactions = () => ({ error: { message: 'Erreur interne.', code: 'INTERNAL' } });
    const { user } = openDashboard('employer');

    await user.click(await within(await findCreditsCard()).findByRole('button', { name: 'Historique' }));

    expect(await within(creditsCard()).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les transactions.',
    );
  });
});

async function findCreditsCard(): Promise<HTMLElement> {
  await screen.findByRole('heading', { name: 'Mes crédits' }, { timeout: 5000 });
  return creditsCard();
}

describe('offer boost', () => {
  it('confirms with cost, duration and balance after, sends one key and shows Offre boostée !', async () => {
    handlers.BoostJob = () => {
      balance = 150;
      return { data: { boostJob: { boostedUntil: '2026-11-29T10:00:00.000Z', balance: 150 } } };
    };
    const { user } = openDashboard('employer');
    await screen.findByText('250 crédits', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Booster une offre' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Maçon')).toBeInTheDocument();
    expect(within(dialog).getByText('Coût : 100 crédits · Durée : 7 jours')).toBeInTheDocument();
    expect(within(dialog).getByText('Solde après le boost : 150 crédits')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Offre boostée !')).toBeInTheDocument();
    expect(
      screen.getByText('Votre offre est mise en avant pendant 7 jours. 100 crédits ont été débités.'),
    ).toBeInTheDocument();
    const boosts = sent('BoostJob');
    const keys = new Set(boosts.map((request) => request.variables?.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(UUID);
    expect(boosts[0]?.variables?.jobId).toBe('j-1');
    expect(await screen.findByText('150 crédits')).toBeInTheDocument();
    await waitFor(() => expect(sent('DashboardMyJobs').length).toBeGreaterThan(1));
  });

  it('retries with the same key after a lost answer, and a new opening gets a new key', async () => {
    let calls = 0;
    handlers.BoostJob = () =>
      ++calls === 1
        ? { error: { message: 'Le service est indisponible.', code: 'SERVICE_UNAVAILABLE' } }
        : { data: { boostJob: { boostedUntil: '2026-11-29T10:00:00.000Z', balance: 150 } } };
    const { user } = openDashboard('employer');
    await screen.findByText('250 crédits', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Booster une offre' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Erreur de transaction')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Offre boostée !')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Booster une offre' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(sent('BoostJob')).toHaveLength(3));
    const [first, retry, next] = sent('BoostJob').map((request) => request.variables?.idempotencyKey);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("checks the balance first: below 100 credits, 'Crédits insuffisants' and /buy-credits without a spend", async () => {
    balance = 60;
    const { router, user } = openDashboard('employer');
    await screen.findByText('60 crédits', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Booster une offre' }));

    expect(await screen.findByText('Crédits insuffisants')).toBeInTheDocument();
    expect(screen.getByText('Veuillez recharger votre compte pour booster une offre.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
    expect(sent('BoostJob')).toHaveLength(0);
  });
});

describe('profile boost', () => {
  it('debits through boostMyProfile and shows Profil boosté !', async () => {
    handlers.BoostMyProfile = () => ({
      data: { boostMyProfile: { boostedUntil: '2026-11-29T10:00:00.000Z', balance: 200 } },
    });
    const { user } = openDashboard('worker');
    await screen.findByText('250 crédits', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Booster mon profil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Coût : 50 crédits · Durée : 7 jours')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Profil boosté !')).toBeInTheDocument();
    expect(sent('BoostMyProfile').map((request) => request.variables?.idempotencyKey)).toEqual([
      expect.stringMatching(UUID),
    ]);
  });

  it("answers the server's 'Crédits insuffisants' with the toast and /buy-credits", async () => {
    handlers.BoostMyProfile = () => ({ error: { message: 'Crédits insuffisants', code: 'CONFLICT' } });
    const { router, user } = openDashboard('worker');
    await screen.findByText('250 crédits', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Booster mon profil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Crédits insuffisants')).toBeInTheDocument();
    expect(screen.getByText('Achetez des crédits pour utiliser cette fonctionnalité.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
  });
});
