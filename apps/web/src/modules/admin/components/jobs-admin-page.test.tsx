import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

const JOBS = [
  {
    id: 'j2',
    title: 'Chauffeur livreur',
    employerName: 'Dakar Express',
    isActive: false,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 'j1',
    title: 'Électricien bâtiment',
    employerName: 'Teranga BTP',
    isActive: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminJobs: () => ({ data: { adminJobs: { total: JOBS.length, items: JOBS } } }),
    SetJobActive: (variables) => ({
      data: { setJobActive: { id: variables?.id, isActive: variables?.active } },
    }),
    DeleteJob: () => ({ data: { deleteJob: true } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openJobsAdmin() {
  const router = renderApp('/admin/jobs', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Chauffeur livreur', {}, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

function closestTo(text: string | HTMLElement, selector: string): HTMLElement {
  const start = typeof text === 'string' ? screen.getByText(text) : text;
  const found = start.closest<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} absent autour de ${start.textContent}`);
  return found;
}

// Found by text rather than by role and name: computing every row's accessible name is slow in jsdom.
const rowOf = (text: string) => closestTo(text, 'tr');

describe('/admin/jobs', () => {
  it('lists every offer with its employer, date and status, and leads back to /admin', async () => {
    const { router, user } = await openJobsAdmin();

    expect(screen.getByRole('heading', { level: 1, name: "Offres d'emploi" })).toBeInTheDocument();
    expect(within(rowOf('Chauffeur livreur')).getByText('Dakar Express')).toBeInTheDocument();
    expect(within(rowOf('Chauffeur livreur')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Électricien bâtiment')).getByText('Active')).toBeInTheDocument();
    expect(sent('AdminJobs')[0]?.variables).toEqual({
      input: { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' },
    });

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('searches on the server', async () => {
    const { user } = await openJobsAdmin();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'teranga');

    await waitFor(() =>
      expect(sent('AdminJobs').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc', q: 'teranga' },
      }),
    );
    const [header] = screen.getAllByText('Titre');
    await user.click(header as HTMLElement);
    await waitFor(() =>
      expect(sent('AdminJobs').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'title', order: 'asc', q: 'teranga' },
      }),
    );
  });

  it('approves an inactive offer and rejects an active one', async () => {
    const { user } = await openJobsAdmin();

    await user.click(
      within(rowOf('Chauffeur livreur')).getByRole('button', { name: 'Approuver : Chauffeur livreur' }),
    );
    expect(await screen.findByText('Annonce approuvée')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Chauffeur livreur')).getByText('Active')).toBeInTheDocument());
    expect(
      within(rowOf('Électricien bâtiment')).getByRole('button', { name: 'Approuver : Électricien bâtiment' }),
    ).toBeDisabled();

    await user.click(
      within(rowOf('Électricien bâtiment')).getByRole('button', { name: 'Rejeter : Électricien bâtiment' }),
    );
    expect(await screen.findByText('Annonce rejetée')).toBeInTheDocument();
    expect(sent('SetJobActive').map((request) => request.variables)).toEqual([
      { id: 'j2', active: true },
      { id: 'j1', active: false },
    ]);
    await waitFor(() =>
      expect(within(rowOf('Électricien bâtiment')).getByText('Inactive')).toBeInTheDocument(),
    );
  });

  it('deletes an offer after confirmation', async () => {
    const { user } = await openJobsAdmin();

    await user.click(
      within(rowOf('Chauffeur livreur')).getByRole('button', { name: 'Supprimer : Chauffeur livreur' }),
    );
    const question = closestTo(await screen.findByText('Supprimer cette annonce ?'), '.ant-popover');
    expect(sent('DeleteJob')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Annonce supprimée')).toBeInTheDocument();
    expect(sent('DeleteJob').map((request) => request.variables)).toEqual([{ id: 'j2' }]);
    expect(screen.queryByText('Chauffeur livreur')).not.toBeInTheDocument();
  });

  it("says 'Impossible de charger les annonces.' when the list cannot be loaded", async () => {
    handlers.AdminJobs = () => ({ error: { message: 'Accès refusé.', code: 'FORBIDDEN' } });
    renderApp('/admin/jobs', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger les annonces.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
