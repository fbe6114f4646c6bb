import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

function worker(id: string, fullName: string) {
  return {
    id,
    fullName,
    profession: 'Plombier',
    category: 'BTP',
    price: 3000,
    rating: 4.5,
    reviewCount: 2,
    verified: true,
    available: true,
    boosted: false,
    profilePicUrl: null,
    locality: { label: 'Médina, Dakar' },
  };
}

function recentJob(id: string, title: string) {
  return {
    id,
    title,
    employerName: 'Teranga BTP',
    location: 'Dakar',
    contractType: 'CDI',
    createdAt: '2026-01-05T10:00:00.000Z',
  };
}

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    DashboardProfile: () => ({
      data: {
        myProfile: {
          id: 'me',
          fullName: 'Awa Ndiaye',
          profession: 'Couturière',
          profilePicUrl: null,
          coverPicUrl: '/files/covers/me/cover.webp',
          available: true,
          availableFrom: null,
        },
      },
    }),
    DashboardJobs: () => ({
      data: { jobs: { items: [recentJob('j1', 'Électricien'), recentJob('j2', 'Chauffeur')] } },
    }),
    DashboardAvailableWorkers: () => ({
      data: { availableWorkers: [worker('w1', 'Moussa Diop'), worker('w2', 'Fatou Sow')] },
    }),
    MyCredits: () => ({ data: { myCredits: { balance: 250 } } }),
    DashboardMyJobs: () => ({
      data: {
        myJobs: [
          {
            id: 'm3',
            title: 'Maçon',
            isActive: true,
            boosted: false,
            createdAt: '2026-11-20T10:00:00.000Z',
            applicationCount: 3,
          },
          {
            id: 'm2',
            title: 'Peintre',
            isActive: false,
            boosted: false,
            createdAt: '2026-11-19T10:00:00.000Z',
            applicationCount: 1,
          },
          {
            id: 'm1',
            title: 'Ancienne offre',
            isActive: true,
            boosted: true,
            createdAt: '2026-11-01T10:00:00.000Z',
            applicationCount: 0,
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

function openDashboard(type: 'worker' | 'employer' | 'admin') {
  const router = renderApp('/dashboard', fakeAuthClient(userOfType(type)));
  return { router, user: userEvent.setup() };
}

describe('/dashboard for a worker', () => {
  it('shows the profile card, the credits and profile boost cards and the two latest offers', async () => {
    openDashboard('worker');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Awa Ndiaye')).toBeInTheDocument();
    expect(screen.getByText('Couturière')).toBeInTheDocument();
    expect(screen.getByText('Disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { name: 'Mes crédits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acheter des crédits' })).toHaveAttribute('href', '/buy-credits');
    expect(screen.getByRole('link', { name: 'Voir le classement' })).toHaveAttribute(
      'href',
      '/dashboard/competition',
    );
    expect(screen.getByRole('heading', { name: 'Booster mon profil' })).toBeInTheDocument();
    expect(screen.getByText('50 crédits · 7 jours')).toBeInTheDocument();

    const offers = await screen.findAllByRole('link', { name: /^Postuler : / });
    expect(offers.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Postuler : Électricien',
      'Postuler : Chauffeur',
    ]);
    expect(sent('DashboardJobs').map((request) => request.variables)).toEqual([{ input: { pageSize: 2 } }]);
    expect(sent('DashboardAvailableWorkers')).toHaveLength(0);
  });

  it("goes to /jobs from an offer's Postuler button", async () => {
    const { router, user } = openDashboard('worker');

    await user.click(await screen.findByRole('link', { name: 'Postuler : Chauffeur' }, { timeout: 5000 }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('ignores a failed list (spec §8): no error shown', async () => {
    handlers.DashboardJobs = () => ({ error: { message: 'Erreur interne.', code: 'INTERNAL' } });
    openDashboard('worker');

    expect(
      await screen.findByText('Aucune offre pour le moment.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Impossible/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/dashboard for an employer', () => {
  it('shows the cover, two available workers, Publier une offre, its latest offers and the boost and credits cards', async () => {
    openDashboard('employer');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier une offre' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Moussa Diop' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fatou Sow' })).toBeInTheDocument();
    expect(sent('DashboardAvailableWorkers').map((request) => request.variables)).toEqual([{ limit: 2 }]);
    expect(document.querySelector('img[src="/files/covers/me/cover.webp"]')).not.toBeNull();

    const offersCard = screen.getByRole('heading', { name: 'Mes offres' }).closest<HTMLElement>('.ant-card');
    if (!offersCard) throw new Error('carte Mes offres absente');
    expect(await within(offersCard).findByText('Maçon')).toBeInTheDocument();
    expect(within(offersCard).getByText('3 candidatures')).toBeInTheDocument();
    expect(within(offersCard).getByText('Peintre')).toBeInTheDocument();
    expect(within(offersCard).getByText('Inactive')).toBeInTheDocument();
    expect(within(offersCard).queryByText('Ancienne offre')).not.toBeInTheDocument();
    expect(within(offersCard).getByRole('link', { name: 'Voir toutes mes offres' })).toHaveAttribute(
      'href',
      '/jobs?tab=mes-offres',
    );
    expect(screen.getByText('100 crédits · 7 jours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mes crédits' })).toBeInTheDocument();
    expect(sent('DashboardJobs')).toHaveLength(0);
  });

  it('opens the job creation dialog', async () => {
    const { user } = openDashboard('employer');

    await user.click(await screen.findByRole('button', { name: 'Publier une offre' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Titre du poste')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Publier l'offre" })).toBeInTheDocument();
  });
});

describe('/dashboard dispatch', () => {
  it('sends an admin to /admin', async () => {
    const { router } = openDashboard('admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a visitor to /login', async () => {
    const router = renderApp('/dashboard', fakeAuthClient(undefined));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
