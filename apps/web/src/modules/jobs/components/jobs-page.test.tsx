import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function job(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    employerId: 'employer-1',
    employerName: 'Sénélec',
    title,
    category: 'BTP',
    contractType: 'CDI',
    location: 'Dakar',
    salary: null,
    description: `Description de ${title}.`,
    boosted: false,
    createdAt: hoursAgo(3),
    myApplication: null,
    ...extra,
  };
}

const JOBS = [
  job('j1', 'Électricien bâtiment', {
    boosted: true,
    salary: '250 000 F CFA / mois',
    employerName: 'Teranga BTP',
  }),
  job('j2', 'Chauffeur livreur', { contractType: 'CDD', createdAt: '2026-01-05T10:00:00.000Z' }),
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    Jobs: () => ({ data: { jobs: { total: JOBS.length, page: 1, pageSize: 20, items: JOBS } } }),
    ApplyToJob: (variables) => ({
      data: { applyToJob: { id: 'a1', jobId: variables?.jobId, status: 'PENDING' } },
    }),
    MyApplications: () => ({
      data: {
        myApplications: [
          {
            id: 'a9',
            status: 'SHORTLISTED',
            createdAt: hoursAgo(30),
            job: { id: 'j9', title: 'Couturier', employerName: 'Atelier Fatou', location: 'Thiès' },
          },
        ],
      },
    }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openJobs(type: 'worker' | 'employer' | 'admin' = 'worker', path = '/jobs') {
  const router = renderApp(path, fakeAuthClient(userOfType(type)));
  await screen.findByRole('heading', { level: 1, name: "Offres d'emploi" }, { timeout: 5000 });
  await screen.findByRole('article', { name: 'Chauffeur livreur' }, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

const lastJobsInput = () => sent('Jobs').at(-1)?.variables?.input;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const element = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
    if (!element) throw new Error(`option ${option} absente`);
    return element;
  });
  await user.click(found);
}

describe('/jobs', () => {
  it('lists the active offers with the sponsored one marked, its employer, place, contract, pay and date', async () => {
    await openJobs();

    const boosted = screen.getByRole('article', { name: 'Électricien bâtiment' });
    expect(within(boosted).getByText('Sponsorisé')).toBeInTheDocument();
    expect(within(boosted).getByText('Teranga BTP')).toBeInTheDocument();
    expect(within(boosted).getByText('250 000 F CFA / mois')).toBeInTheDocument();
    expect(within(boosted).getByText('il y a 3 heures')).toBeInTheDocument();
    expect(within(boosted).getByText('Description de Électricien bâtiment.')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Chauffeur livreur' });
    expect(within(other).queryByText('Sponsorisé')).not.toBeInTheDocument();
    expect(within(other).getByText('CDD')).toBeInTheDocument();
    expect(within(other).getByText('05/01/2026')).toBeInTheDocument();
    expect(screen.getByText('2 offres')).toBeInTheDocument();
    expect(lastJobsInput()).toEqual({ page: 1, pageSize: 20 });
  });

  it('sends the search and the filters to the server and keeps them in the address', async () => {
    const { router, user } = await openJobs();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une offre' }), 'électricien{Enter}');
    await waitFor(() => expect(lastJobsInput()).toEqual({ q: 'électricien', page: 1, pageSize: 20 }));

    const filters = screen.getByRole('button', { name: 'Filtres' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await choose(user, 'Catégorie', 'BTP');
    await choose(user, 'Type de contrat', 'Freelance / Mission');
    await user.type(screen.getByLabelText('Lieu'), 'Thiès');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));

    await waitFor(() =>
      expect(lastJobsInput()).toEqual({
        q: 'électricien',
        category: 'BTP',
        contractType: 'Freelance / Mission',
        location: 'Thiès',
        page: 1,
        pageSize: 20,
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      q: 'électricien',
      category: 'BTP',
      contractType: 'Freelance / Mission',
      location: 'Thiès',
    });

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(lastJobsInput()).toEqual({ q: 'électricien', page: 1, pageSize: 20 }));
  });

  it('filters by publication date and salary range, refusing a minimum above the maximum', async () => {
    const { router, user } = await openJobs();
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    await choose(user, 'Date de publication', '7 derniers jours');
    await user.type(screen.getByLabelText('Salaire minimum (F CFA)'), '300000');
    await user.type(screen.getByLabelText('Salaire maximum (F CFA)'), '100000');
    const requests = sent('Jobs').length;
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));

    expect(
      await screen.findByText('Le salaire minimum doit être inférieur ou égal au salaire maximum.'),
    ).toBeInTheDocument();
    expect(sent('Jobs')).toHaveLength(requests);

    await user.clear(screen.getByLabelText('Salaire maximum (F CFA)'));
    await user.type(screen.getByLabelText('Salaire maximum (F CFA)'), '500000');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(lastJobsInput()).toEqual({
        salaryMin: 300_000,
        salaryMax: 500_000,
        postedWithin: 'WEEK',
        page: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toBe('?salaryMin=300000&salaryMax=500000&postedWithin=WEEK');
  });

  it('reads the filters and the page from the address', async () => {
    handlers.Jobs = () => ({ data: { jobs: { total: 45, page: 2, pageSize: 20, items: JOBS } } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, user } = await openJobs('worker', '/jobs?category=Sant%C3%A9&page=2');

    expect(lastJobsInput()).toEqual({ category: 'Santé', page: 2, pageSize: 20 });
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(lastJobsInput()).toEqual({ category: 'Santé', page: 3, pageSize: 20 }));
    expect(router.state.location.search).toBe('?category=Sant%C3%A9&page=3');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('lets a worker apply with a message, then shows the application status instead of the button', async () => {
    const { user } = await openJobs();

    await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur livreur' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Message (facultatif)'));
    await user.paste('  Permis C, 5 ans d’expérience. ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));

    expect(await screen.findByText('Candidature envoyée')).toBeInTheDocument();
    expect(sent('ApplyToJob').map((request) => request.variables)).toEqual([
      { jobId: 'j2', message: 'Permis C, 5 ans d’expérience.' },
    ]);
    const card = screen.getByRole('article', { name: 'Chauffeur livreur' });
    expect(within(card).getByText('En attente')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Postuler/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Postuler : Électricien bâtiment' })).toBeInTheDocument();
  });

  it('shows the status of an earlier application in French', async () => {
    handlers.Jobs = () => ({
      data: {
        jobs: {
          total: 2,
          page: 1,
          pageSize: 20,
          items: [JOBS[0], { ...JOBS[1], myApplication: { id: 'a2', status: 'DECLINED' } }],
        },
      },
    });
    await openJobs();

    const card = screen.getByRole('article', { name: 'Chauffeur livreur' });
    expect(within(card).getByText('Refusée')).toBeInTheDocument();
  });

  it("shows the server's message when the worker already applied", async () => {
    handlers.ApplyToJob = () => ({
      error: { message: 'Vous avez déjà postulé à cette offre.', code: 'CONFLICT' },
    });
    const { user } = await openJobs();

    await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur livreur' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Envoyer ma candidature' }),
    );

    expect(await screen.findByText('Vous avez déjà postulé à cette offre.')).toBeInTheDocument();
    expect(sent('ApplyToJob').map((request) => request.variables)).toEqual([{ jobId: 'j2' }]);
  });

  it("lists the worker's applications under 'Mes candidatures'", async () => {
    const { router, user } = await openJobs();

    await user.click(screen.getByRole('tab', { name: 'Mes candidatures' }));

    const list = await screen.findByRole('list', { name: 'Mes candidatures' });
    expect(within(list).getByText('Couturier')).toBeInTheDocument();
    expect(within(list).getByText(/Atelier Fatou/)).toBeInTheDocument();
    expect(within(list).getByText('Présélectionnée')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=candidatures');
  });

  it('shows no Postuler button to an employer or an admin', async () => {
    await openJobs('admin');

    expect(screen.queryByRole('button', { name: /Postuler/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier une offre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'Impossible de charger les offres.' when the board cannot be loaded", async () => {
    handlers.Jobs = () => ({ error: { message: 'Erreur interne.', code: 'INTERNAL' } });
    renderApp('/jobs', fakeAuthClient(userOfType('worker')));

    expect(
      await screen.findByText('Impossible de charger les offres.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
