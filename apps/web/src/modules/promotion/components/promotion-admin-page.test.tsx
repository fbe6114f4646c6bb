import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { isoDay } from '../promotion-format';

const JOBS = [
  { id: 'j1', title: 'Maçon', employerName: 'Sall BTP', isActive: true },
  { id: 'j2', title: 'Couturier', employerName: 'Atelier Fall', isActive: false },
];

const PROFILES = [
  { id: 'p1', fullName: 'Awa Diop', type: 'worker', profession: 'Coiffeuse' },
  { id: 'p2', fullName: 'Sall BTP', type: 'employer', profession: null },
];

const BOOSTS = [
  {
    id: 'b3',
    kind: 'profile',
    itemId: 'p1',
    itemLabel: 'Awa Diop',
    paidByName: 'Awa Diop',
    grantedByAdmin: false,
    credits: 50,
    startedAt: '2026-11-25T09:00:00.000Z',
    endsAt: '2026-12-02T09:00:00.000Z',
    endedEarlyAt: null,
    active: true,
  },
  {
    id: 'b2',
    kind: 'job',
    itemId: 'j1',
    itemLabel: 'Maçon',
    paidByName: 'Sall BTP',
    grantedByAdmin: false,
    credits: 100,
    startedAt: '2026-11-24T09:00:00.000Z',
    endsAt: '2026-12-01T09:00:00.000Z',
    endedEarlyAt: null,
    active: true,
  },
  {
    id: 'b1',
    kind: 'job',
    itemId: 'j2',
    itemLabel: 'Couturier',
    paidByName: null,
    grantedByAdmin: true,
    credits: 0,
    startedAt: '2026-11-01T09:00:00.000Z',
    endsAt: '2026-11-03T09:00:00.000Z',
    endedEarlyAt: '2026-11-03T09:00:00.000Z',
    active: false,
  },
];

const CAMPAIGNS = [
  {
    id: 'c1',
    name: 'Radio Dakar FM',
    channel: 'radio',
    budgetFcfa: 75000,
    startsOn: '2026-11-20',
    endsOn: '2026-11-30',
    itemType: 'job',
    itemId: 'j1',
    itemLabel: 'Maçon',
    status: 'active',
  },
  {
    id: 'c2',
    name: 'Affiches Thiès',
    channel: 'affichage',
    budgetFcfa: 20000,
    startsOn: '2026-10-01',
    endsOn: '2026-10-15',
    itemType: 'product',
    itemId: 'x1',
    itemLabel: 'Guide du carreleur',
    status: 'ended',
  },
];

const PRODUCTS = [
  { id: 'x1', name: 'Guide du carreleur' },
  { id: 'x2', name: 'Guide du plombier' },
];

const STATS = [
  { day: '2026-11-24', itemType: 'job', itemId: 'j1', itemLabel: 'Maçon', impressions: 150, clicks: 6 },
  { day: '2026-11-25', itemType: 'job', itemId: 'j1', itemLabel: 'Maçon', impressions: 50, clicks: 4 },
  { day: '2026-11-25', itemType: 'profile', itemId: 'p1', itemLabel: 'Awa Diop', impressions: 40, clicks: 2 },
];

let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  const handlers: MockHandlers = {
    PromotableJobs: () => ({ data: { adminJobs: { items: JOBS } } }),
    PromotableProfiles: () => ({ data: { adminUsers: { items: PROFILES } } }),
    PromotableProducts: () => ({ data: { adminProducts: PRODUCTS } }),
    GrantProfileBoost: () => ({ data: { grantProfileBoost: { boostedUntil: '2026-12-02T09:00:00.000Z' } } }),
    EndProfileBoost: () => ({ data: { endProfileBoost: 1 } }),
    AdminBoosts: () => ({ data: { adminBoosts: { total: BOOSTS.length, items: BOOSTS } } }),
    GrantJobBoost: () => ({ data: { grantJobBoost: { boostedUntil: '2026-12-02T09:00:00.000Z' } } }),
    EndJobBoost: () => ({ data: { endJobBoost: 1 } }),
    PromotionCampaigns: () => ({ data: { promotionCampaigns: CAMPAIGNS } }),
    CreatePromotionCampaign: () => ({ data: { createPromotionCampaign: { id: 'c3' } } }),
    DeletePromotionCampaign: () => ({ data: { deletePromotionCampaign: true } }),
    PromotionStats: () => ({ data: { promotionStats: STATS } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPromotion() {
  renderApp('/admin/promotion', fakeAuthClient(userOfType('admin')));
  // The first render loads the lazy route's chunk: slow on a busy machine.
  await screen.findByText('Radio Dakar FM', {}, { timeout: 20_000 });
  await screen.findByText('Sall BTP', {}, { timeout: 5000 });
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(within(dialog()).getByLabelText(label));
  const found = await waitFor(() => {
    const element = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
    if (!element) throw new Error(`option ${option} absente`);
    return element;
  });
  await user.click(found);
}

// Four antd tables and the stats chart on one page: queries by role over them take jsdom seconds
// each, and over 30 s for a whole test when the machine is busy (CI runs every level at once).
describe('/admin/promotion', { timeout: 120_000 }, () => {
  it('lists the boosts with who paid, the credits and their status', async () => {
    await openPromotion();

    expect(screen.getByRole('heading', { level: 1, name: 'Promotion' })).toBeInTheDocument();
    const paid = rowOf('Sall BTP');
    expect(paid).toHaveTextContent('Maçon');
    expect(paid).toHaveTextContent('100');
    expect(within(paid).getByText('Actif')).toBeInTheDocument();
    const offered = rowOf("Offert par l'administration");
    expect(offered).toHaveTextContent('Couturier');
    expect(within(offered).getByText('Terminé plus tôt')).toBeInTheDocument();
    expect(within(offered).queryByRole('button', { name: /Terminer/ })).not.toBeInTheDocument();
  });

  it("lists a worker's profile boost, paid by the worker", async () => {
    await openPromotion();

    const profile = screen.getAllByText('Awa Diop')[0]?.closest('tr') as HTMLElement;
    expect(profile).toHaveTextContent('Profil');
    expect(profile).toHaveTextContent('50');
    expect(within(profile).getByText('Actif')).toBeInTheDocument();
  });

  it('ends a running boost of an offer or a profile early', async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Terminer le boost de Maçon' }));
    expect(await screen.findByText('Boost terminé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terminer le boost de Awa Diop' }));

    await waitFor(() =>
      expect(sent('EndProfileBoost').map((request) => request.variables)).toEqual([{ profileId: 'p1' }]),
    );
    expect(sent('EndJobBoost').map((request) => request.variables)).toEqual([{ jobId: 'j1' }]);
  });

  it("offers a boost to a worker's profile, employers left out", async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Offrir un boost' }));
    await choose(user, 'Type', 'Profil');
    await choose(user, 'Profil', 'Awa Diop – Coiffeuse');
    expect(document.querySelector('.ant-select-item-option[title="Sall BTP"]')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Offrir' }));

    expect(await screen.findByText('Boost offert')).toBeInTheDocument();
    expect(sent('GrantProfileBoost')[0]?.variables).toMatchObject({ profileId: 'p1', days: 7 });
    expect(sent('GrantJobBoost')).toHaveLength(0);
  });

  it('offers a boost of 7 days by default to an active offer, with one key per dialog', async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Offrir un boost' }));
    expect(within(dialog()).getByLabelText('Durée (jours)')).toHaveValue('7');
    await choose(user, 'Offre active', 'Maçon – Sall BTP');
    expect(document.querySelector('.ant-select-item-option[title="Couturier – Atelier Fall"]')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Offrir' }));

    expect(await screen.findByText('Boost offert')).toBeInTheDocument();
    const [request] = sent('GrantJobBoost');
    expect(request?.variables).toMatchObject({ jobId: 'j1', days: 7 });
    expect(request?.variables?.['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the campaigns' channel, budget in F CFA and status 'Actif' or 'Terminée'", async () => {
    await openPromotion();

    const running = rowOf('Radio Dakar FM');
    expect(running).toHaveTextContent('Radio');
    expect(running).toHaveTextContent(/75\s000 F CFA/);
    expect(running).toHaveTextContent('Offre : Maçon');
    expect(within(running).getByText('Actif')).toBeInTheDocument();
    const past = rowOf('Affiches Thiès');
    expect(past).toHaveTextContent('Affichage');
    expect(past).toHaveTextContent('Produit : Guide du carreleur');
    expect(within(past).getByText('Terminée')).toBeInTheDocument();
  });

  it('adds a campaign for an offer and refuses an end before the start', async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Ajouter une campagne' }));
    await user.click(within(dialog()).getByLabelText('Nom de la campagne'));
    await user.paste('  Groupe WhatsApp Pikine ');
    await choose(user, 'Canal', 'WhatsApp');
    await user.click(within(dialog()).getByLabelText('Budget (F CFA)'));
    await user.paste('30000');
    await choose(user, 'Élément promu', 'Maçon – Sall BTP');
    const end = within(dialog()).getByLabelText('Date de fin');
    await user.clear(end);
    await user.type(end, isoDay(-30));
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog()).findByText('La date de fin doit être le jour de début ou après.'),
    ).toBeInTheDocument();
    expect(sent('CreatePromotionCampaign')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, isoDay(6));
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Campagne ajoutée')).toBeInTheDocument();
    expect(sent('CreatePromotionCampaign').map((request) => request.variables)).toEqual([
      {
        input: {
          name: 'Groupe WhatsApp Pikine',
          channel: 'whatsapp',
          budgetFcfa: 30000,
          startsOn: isoDay(0),
          endsOn: isoDay(6),
          itemType: 'job',
          itemId: 'j1',
        },
      },
    ]);
  });

  it('searches the offers on the server as the admin types, and promotes a product', async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Ajouter une campagne' }));
    await user.click(within(dialog()).getByLabelText('Nom de la campagne'));
    await user.paste('Affiches Rufisque');
    await user.click(within(dialog()).getByLabelText('Budget (F CFA)'));
    await user.paste('15000');
    await user.type(within(dialog()).getByLabelText('Élément promu'), 'Maç');
    await waitFor(() =>
      expect(sent('PromotableJobs').map((request) => request.variables)).toContainEqual({
        q: 'Maç',
        pageSize: 20,
      }),
    );

    await choose(user, "Type d'élément", 'Produit');
    await choose(user, 'Élément promu', 'Guide du plombier');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Campagne ajoutée')).toBeInTheDocument();
    expect(sent('CreatePromotionCampaign')[0]?.variables).toMatchObject({
      input: { name: 'Affiches Rufisque', itemType: 'product', itemId: 'x2' },
    });
  });

  it('deletes a campaign after confirmation', async () => {
    const user = await openPromotion();

    await user.click(screen.getByRole('button', { name: 'Supprimer la campagne Affiches Thiès' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Campagne supprimée')).toBeInTheDocument();
    expect(sent('DeletePromotionCampaign').map((request) => request.variables)).toEqual([{ id: 'c2' }]);
  });

  it('sums the figures per sponsored item over the days, with the click rate', async () => {
    await openPromotion();

    const figures = await waitFor(
      () => screen.getAllByText('Offre : Maçon').at(-1)?.closest('tr') as HTMLElement,
    );
    expect(figures).toHaveTextContent('200');
    expect(figures).toHaveTextContent('10');
    expect(figures).toHaveTextContent('5 %');
    expect(figures).toHaveTextContent('du 24/11/2026 au 25/11/2026');
    const profile = screen.getByText('Profil : Awa Diop').closest('tr') as HTMLElement;
    expect(profile).toHaveTextContent('5 %');
    expect(sent('PromotionStats')[0]?.variables).toEqual({ from: isoDay(-6), to: isoDay(0) });
  });

  it('simulates a boost: 7 days for 50 credits by default, and the end date', async () => {
    const user = await openPromotion();

    const days = screen.getByLabelText('Durée simulée (jours)');
    expect(days).toHaveValue('7');
    expect(screen.getByLabelText('Coût simulé (crédits)')).toHaveValue('50');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Un boost de 7 jours coûterait 50 crédits et durerait jusqu'au/,
    );

    await user.clear(days);
    await user.type(days, '14');
    const end = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toLocaleDateString('fr-FR', {
      dateStyle: 'long',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Un boost de 14 jours coûterait 50 crédits et durerait jusqu'au ${end}.`,
    );
  });
});
