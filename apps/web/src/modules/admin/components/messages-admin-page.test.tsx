import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

// The first page, newest first, as the server sends it.
const MESSAGES = [
  {
    id: 'm3',
    name: 'Awa Diop',
    email: 'awa@liggeey.test',
    subject: 'Problème de paiement',
    message: 'Mon paiement Wave a échoué.\nPouvez-vous vérifier ?',
    isRead: false,
    createdAt: '2026-11-22T08:00:00.000Z',
  },
  {
    id: 'm2',
    name: 'Moussa Ndiaye',
    email: 'moussa@liggeey.test',
    subject: 'Partenariat',
    message: 'Nous aimerions travailler avec vous.',
    isRead: true,
    createdAt: '2026-11-21T08:00:00.000Z',
  },
  {
    id: 'm1',
    name: 'Fatou Fall',
    email: 'fatou@liggeey.test',
    subject: 'Suppression de compte',
    message: 'Je ne trouve pas le bouton.',
    isRead: false,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    ContactMessages: (variables) => {
      const { q } = (variables?.input ?? {}) as { q?: string };
      return {
        data: {
          contactMessages: q ? { total: 0, unread: 7, items: [] } : { total: 43, unread: 7, items: MESSAGES },
        },
      };
    },
    MarkContactMessageRead: (variables) => ({
      data: {
        markContactMessageRead: { ...MESSAGES.find((item) => item.id === variables?.id), isRead: true },
      },
    }),
    DeleteContactMessage: () => ({ data: { deleteContactMessage: true } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMessages() {
  const router = renderApp('/admin/messages', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Problème de paiement', {}, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

const rowOf = (subject: string) => {
  const row = screen.getByText(subject, { selector: 'td' }).closest('tr');
  if (!row) throw new Error(`Pas de ligne pour ${subject}`);
  return row;
};

describe('/admin/messages', () => {
  it('lists a page of messages newest first, the unread ones in bold, with the totals, and leads back to /admin', async () => {
    const { router, user } = await openMessages();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const subjects = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(subjects).toEqual(['Problème de paiement', 'Partenariat', 'Suppression de compte']);
    expect(rowOf('Problème de paiement').className).toMatch(/unread/);
    expect(within(rowOf('Problème de paiement')).getByText('Non lu')).toBeInTheDocument();
    expect(rowOf('Partenariat').className).not.toMatch(/unread/);
    expect(screen.getByText('7 messages non lus.')).toBeInTheDocument();
    expect(screen.getByText('43 au total')).toBeInTheDocument();
    expect(sent('ContactMessages')[0]?.variables).toEqual({
      input: { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' },
    });

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('opens a message on click, marks it read and un-bolds it', async () => {
    const { user } = await openMessages();

    await user.click(screen.getByText('Problème de paiement'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Mon paiement Wave a échoué/)).toBeInTheDocument();
    expect(within(dialog).getByText('Awa Diop <awa@liggeey.test>')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Problème de paiement').className).not.toMatch(/unread/));
    expect(sent('MarkContactMessageRead').map((request) => request.variables)).toEqual([{ id: 'm3' }]);
    expect(within(rowOf('Problème de paiement')).getByText('Lu')).toBeInTheDocument();
    expect(screen.getByText('6 messages non lus.')).toBeInTheDocument();
  });

  it('opens a message with Enter on its row, and does not mark a read one again', async () => {
    const { user } = await openMessages();

    fireEvent.keyDown(rowOf('Suppression de compte'), { key: 'Enter' });
    expect(await screen.findByText('Je ne trouve pas le bouton.')).toBeInTheDocument();
    await waitFor(() => expect(sent('MarkContactMessageRead')).toHaveLength(1));
    expect(sent('MarkContactMessageRead')[0]?.variables).toEqual({ id: 'm1' });

    // With antd's French locale the dialog's close icon says 'Fermer' too, like its footer button.
    await user.click(screen.getAllByRole('button', { name: 'Fermer' })[0] ?? document.body);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le message de Moussa Ndiaye' }));
    expect(await screen.findByText('Nous aimerions travailler avec vous.')).toBeInTheDocument();
    expect(sent('MarkContactMessageRead')).toHaveLength(1);
  });

  it('searches on the server, and says when nothing matches', async () => {
    const { user } = await openMessages();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '100%');

    await waitFor(() =>
      expect(sent('ContactMessages').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc', q: '100%' },
      }),
    );
    expect(await screen.findByText('Aucun message ne correspond à la recherche.')).toBeInTheDocument();
    expect(screen.getByText('7 messages non lus.')).toBeInTheDocument();
  });

  it('sorts by status and pages on the server', async () => {
    const { user } = await openMessages();

    const [header] = screen.getAllByText('Statut');
    await user.click(header as HTMLElement);
    await waitFor(() =>
      expect(sent('ContactMessages').at(-1)?.variables).toEqual({
        input: { page: 1, pageSize: 20, sort: 'isRead', order: 'asc' },
      }),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(sent('ContactMessages').at(-1)?.variables).toEqual({
        input: { page: 2, pageSize: 20, sort: 'isRead', order: 'asc' },
      }),
    );
  });

  it('deletes a message after confirmation, without opening it', async () => {
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Supprimer le message de Moussa Ndiaye' }));
    expect(await screen.findByText('Supprimer ce message ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Message supprimé')).toBeInTheDocument();
    expect(sent('DeleteContactMessage').map((request) => request.variables)).toEqual([{ id: 'm2' }]);
    expect(screen.queryByText('Partenariat')).not.toBeInTheDocument();
    expect(screen.getByText('42 au total')).toBeInTheDocument();
    expect(screen.getByText('7 messages non lus.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('MarkContactMessageRead')).toHaveLength(0);
  });

  it('says the message could not be deleted and keeps it', async () => {
    handlers.DeleteContactMessage = () => ({ error: { message: 'Message introuvable.', code: 'NOT_FOUND' } });
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Supprimer le message de Moussa Ndiaye' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText("Le message n'a pas pu être supprimé")).toBeInTheDocument();
    expect(screen.getByText('Message introuvable.')).toBeInTheDocument();
    expect(screen.getByText('Partenariat')).toBeInTheDocument();
  });

  it("says 'Impossible de charger les messages.' when the list cannot be loaded", async () => {
    handlers.ContactMessages = () => ({ error: { message: 'boom', code: 'INTERNAL' } });
    renderApp('/admin/messages', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger les messages.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
