import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';
import { roleBadgeColor } from './users-admin-page';

function account(id: string, fullName: string, type: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    fullName,
    type,
    profession: null,
    profilePicUrl: null,
    email: `${id}@liggeey.test`,
    status: 'active',
    credits: 0,
    verified: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...extra,
  };
}

const USERS = [
  account('u3', 'Moussa Diop', 'worker', {
    profession: 'Maçon',
    email: null,
    status: 'pending',
    credits: null,
  }),
  account('u2', 'Teranga BTP', 'employer', { status: 'suspended', credits: 1250 }),
  account('u1', 'Admin Liggeey', 'admin'),
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminUsers: () => ({ data: { adminUsers: { total: 203, items: USERS } } }),
    SuspendUser: (variables) => ({ data: { suspendUser: { id: variables?.id, status: 'suspended' } } }),
    ReactivateUser: (variables) => ({ data: { reactivateUser: { id: variables?.id, status: 'active' } } }),
    DeleteUser: () => ({ data: { deleteUser: true } }),
    UpdateUser: (variables) => ({
      data: {
        updateUser: {
          ...USERS.find((user) => user.id === variables?.id),
          ...(variables?.input as object),
        },
      },
    }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openUsersAdmin() {
  renderApp('/admin/users', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Moussa Diop', {}, { timeout: 5000 });
  return userEvent.setup();
}

function closestTo(text: string | HTMLElement, selector: string): HTMLElement {
  const start = typeof text === 'string' ? screen.getByText(text) : text;
  const found = start.closest<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} absent autour de ${start.textContent}`);
  return found;
}

// Found by text rather than by role and name: computing every row's accessible name is slow in jsdom.
const rowOf = (text: string) => closestTo(text, 'tr');
const popconfirm = async (question: string) => closestTo(await screen.findByText(question), '.ant-popover');

describe('/admin/users', () => {
  it('lists the users newest first with their role badge, e-mail, status and credits', async () => {
    await openUsersAdmin();

    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Moussa Diop',
      'Teranga BTP',
      'Admin Liggeey',
    ]);
    const moussa = rowOf('Moussa Diop');
    expect(within(moussa).getByText('Travailleur')).toHaveClass('ant-tag-green');
    expect(within(moussa).getByText('Maçon')).toBeInTheDocument();
    expect(within(moussa).getByText('N/A (Erreur auth)')).toBeInTheDocument();
    expect(within(moussa).getByText('En attente')).toBeInTheDocument();
    expect(within(rowOf('Teranga BTP')).getByText('Employeur')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('Teranga BTP')).getByText('Suspendu')).toBeInTheDocument();
    expect(within(rowOf('Teranga BTP')).getByText('1 250')).toBeInTheDocument();
    expect(within(moussa).getAllByText('—').length).toBeGreaterThan(0);
    expect(within(rowOf('Admin Liggeey')).getByText('Administrateur')).toHaveClass('ant-tag-red');
    expect(within(rowOf('Admin Liggeey')).getByText('u1@liggeey.test')).toBeInTheDocument();
    expect(within(rowOf('Admin Liggeey')).getByText('Actif')).toBeInTheDocument();
  });

  it('colours role badges: admin red, employer blue, others green', () => {
    expect(roleBadgeColor('admin')).toBe('red');
    expect(roleBadgeColor('employer')).toBe('blue');
    expect(roleBadgeColor('worker')).toBe('green');
    expect(roleBadgeColor('autre')).toBe('green');
  });

  it('searches on the server', async () => {
    const user = await openUsersAdmin();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'diop');

    await waitFor(() =>
      expect(sent('AdminUsers').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc', q: 'diop' },
      }),
    );
  });

  it('sorts and pages on the server, and says when the accounts service did not answer', async () => {
    const user = await openUsersAdmin();

    expect(screen.getByText('Erreur de configuration')).toBeInTheDocument();
    expect(screen.getByText('203 au total')).toBeInTheDocument();
    const [header] = screen.getAllByText('Nom complet');
    await user.click(header as HTMLElement);
    await waitFor(() =>
      expect(sent('AdminUsers').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'fullName', order: 'asc' },
      }),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(sent('AdminUsers').at(-1)?.variables).toEqual({
        input: { page: 2, pageSize: 20, sort: 'fullName', order: 'asc' },
      }),
    );
  });

  it('suspends an active account and reactivates a suspended one after confirmation', async () => {
    const user = await openUsersAdmin();

    await user.click(
      within(rowOf('Admin Liggeey')).getByRole('button', { name: 'Suspendre : Admin Liggeey' }),
    );
    const suspendQuestion = await popconfirm('Suspendre ce compte ?');
    expect(sent('SuspendUser')).toHaveLength(0);
    await user.click(within(suspendQuestion).getByRole('button', { name: 'Suspendre' }));
    expect(await screen.findByText('Utilisateur suspendu')).toBeInTheDocument();
    expect(sent('SuspendUser').map((request) => request.variables)).toEqual([{ id: 'u1' }]);
    await waitFor(() => expect(within(rowOf('Admin Liggeey')).getByText('Suspendu')).toBeInTheDocument());

    await user.click(within(rowOf('Teranga BTP')).getByRole('button', { name: 'Réactiver : Teranga BTP' }));
    await user.click(
      within(await popconfirm('Réactiver ce compte ?')).getByRole('button', { name: 'Réactiver' }),
    );
    expect(await screen.findByText('Utilisateur réactivé')).toBeInTheDocument();
    expect(sent('ReactivateUser').map((request) => request.variables)).toEqual([{ id: 'u2' }]);
  });

  it('deletes an account after confirmation', async () => {
    const user = await openUsersAdmin();

    await user.click(within(rowOf('Moussa Diop')).getByRole('button', { name: 'Supprimer : Moussa Diop' }));
    await user.click(
      within(await popconfirm('Supprimer ce compte ?')).getByRole('button', { name: 'Supprimer' }),
    );

    expect(await screen.findByText('Utilisateur supprimé')).toBeInTheDocument();
    expect(sent('DeleteUser').map((request) => request.variables)).toEqual([{ id: 'u3' }]);
    expect(screen.queryByText('Moussa Diop')).not.toBeInTheDocument();
  });

  it('edits the name, profession and verified flag', async () => {
    const user = await openUsersAdmin();

    await user.click(within(rowOf('Moussa Diop')).getByRole('button', { name: 'Modifier : Moussa Diop' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Nom complet');
    expect(name).toHaveValue('Moussa Diop');
    await user.clear(name);
    await user.click(name);
    await user.paste('Moussa Diop Ba');
    await user.click(within(dialog).getByLabelText('Profil vérifié'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Utilisateur modifié')).toBeInTheDocument();
    expect(sent('UpdateUser').map((request) => request.variables)).toEqual([
      { id: 'u3', input: { fullName: 'Moussa Diop Ba', profession: 'Maçon', verified: true } },
    ]);
    expect(await screen.findByText('Moussa Diop Ba')).toBeInTheDocument();
  });

  it("says 'Impossible de charger les utilisateurs: {message}' when the list cannot be loaded", async () => {
    handlers.AdminUsers = () => ({ error: { message: 'Accès refusé.', code: 'FORBIDDEN' } });
    renderApp('/admin/users', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger les utilisateurs: Accès refusé.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('downloads the CSV export with the admin token', async () => {
    const { fetchMock } = stubGraphqlFetch(handlers);
    const exports: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url !== '/exports/users.csv') return fetchMock(url, init);
      exports.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return Promise.resolve(
        new Response('\uFEFFIdentifiant;Nom complet\r\n', {
          headers: { 'content-disposition': 'attachment; filename="utilisateurs-2026-11-25.csv"' },
        }),
      );
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = await openUsersAdmin();

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    await waitFor(() => expect(clicked).toEqual(['utilisateurs-2026-11-25.csv']));
    expect(exports).toEqual([{ url: '/exports/users.csv', authorization: 'Bearer token-of-admin-1' }]);
  });
});
