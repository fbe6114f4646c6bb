import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

const FAQS = [
  {
    id: 'f2',
    question: 'Comment acheter des crédits ?',
    answer: 'Par carte ou Orange Money.',
    category: 'Crédits',
    createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 'f1',
    question: 'Comment créer un compte ?',
    answer: 'Cliquez sur Inscription.',
    category: 'Compte',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    AdminFaqs: () => ({ data: { adminFaqs: FAQS } }),
    CreateFaq: (variables) => ({
      data: {
        createFaq: { id: 'f3', createdAt: '2026-11-22T09:00:00.000Z', ...(variables?.input as object) },
      },
    }),
    UpdateFaq: (variables) => ({
      data: {
        updateFaq: {
          id: variables?.id,
          createdAt: '2026-11-20T09:00:00.000Z',
          ...(variables?.input as object),
        },
      },
    }),
    DeleteFaq: () => ({ data: { deleteFaq: true } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openFaqAdmin() {
  const router = renderApp('/admin/faq', fakeAuthClient(userOfType('admin')));
  await screen.findByText(/Comment créer un compte/, {}, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
// Found by text rather than by role and name: computing every row's accessible name is slow in jsdom.
const rowOf = (text: RegExp) => screen.getByText(text).closest('tr');

describe('/admin/faq', () => {
  it('is linked from /admin, lists the questions and leads back to /admin', async () => {
    const router = renderApp('/admin', fakeAuthClient(userOfType('admin')));
    const user = userEvent.setup();

    const adminPages = await screen.findByRole(
      'navigation',
      { name: "Pages d'administration" },
      { timeout: 5000 },
    );
    await user.click(within(adminPages).getByRole('link', { name: 'FAQ' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FAQ' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', { name: /Comment/ });
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Crédits',
      'Compte',
    ]);

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('filters on question, answer and category, ignoring case and accents', async () => {
    const { user } = await openFaqAdmin();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });

    await user.click(search);
    await user.paste('CREDITS');
    expect(screen.getByText(/acheter des crédits/)).toBeInTheDocument();
    expect(screen.queryByText(/créer un compte/)).not.toBeInTheDocument();

    await user.clear(search);
    await user.paste('inscription');
    expect(screen.getByText(/créer un compte/)).toBeInTheDocument();
    expect(screen.queryByText(/acheter des crédits/)).not.toBeInTheDocument();
  });

  it('adds a question with its category and shows it first', async () => {
    const { user } = await openFaqAdmin();

    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    await user.click(within(dialog()).getByLabelText('Question'));
    await user.paste('  Comment booster mon profil ? ');
    await user.click(within(dialog()).getByLabelText('Réponse'));
    await user.paste('Depuis votre tableau de bord.');
    await user.click(within(dialog()).getByLabelText('Catégorie'));
    await user.paste('Boosts');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Question ajoutée')).toBeInTheDocument();
    expect(sent('CreateFaq').map((request) => request.variables)).toEqual([
      {
        input: {
          question: 'Comment booster mon profil ?',
          answer: 'Depuis votre tableau de bord.',
          category: 'Boosts',
        },
      },
    ]);
    const rows = screen.getAllByRole('row', { name: /Comment/ });
    expect(rows[0]).toHaveTextContent('Comment booster mon profil ?');
    expect(rows).toHaveLength(3);
  });

  it("refuses an empty question with 'Veuillez remplir tous les champs.' and sends nothing", async () => {
    const { user } = await openFaqAdmin();

    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    // The dialog opens after an animation frame, later on a busy machine.
    await user.click(within(await screen.findByRole('dialog')).getByLabelText('Question'));
    await user.paste('Une question ?');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    // Both empty fields are validated on their own, so their messages may show one after the other.
    await waitFor(() =>
      expect(within(dialog()).getAllByText('Veuillez remplir tous les champs.')).toHaveLength(2),
    );
    expect(sent('CreateFaq')).toHaveLength(0);
  });

  it('edits a question and updates its row', async () => {
    const { user } = await openFaqAdmin();

    await user.click(screen.getByRole('button', { name: 'Modifier : Comment créer un compte ?' }));
    const answer = within(dialog()).getByLabelText('Réponse');
    expect(answer).toHaveValue('Cliquez sur Inscription.');
    await user.clear(answer);
    await user.click(answer);
    await user.paste('Cliquez sur « Inscription » en haut de la page.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Question modifiée')).toBeInTheDocument();
    expect(sent('UpdateFaq').map((request) => request.variables)).toEqual([
      {
        id: 'f1',
        input: {
          question: 'Comment créer un compte ?',
          answer: 'Cliquez sur « Inscription » en haut de la page.',
          category: 'Compte',
        },
      },
    ]);
    expect(rowOf(/créer un compte/)).toHaveTextContent('en haut de la page');
  });

  it('deletes a question after confirmation and removes its row', async () => {
    const { user } = await openFaqAdmin();

    await user.click(screen.getByRole('button', { name: 'Supprimer : Comment créer un compte ?' }));
    expect(await screen.findByText('Supprimer cette question ?')).toBeInTheDocument();
    expect(sent('DeleteFaq')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Question supprimée')).toBeInTheDocument();
    expect(sent('DeleteFaq').map((request) => request.variables)).toEqual([{ id: 'f1' }]);
    expect(screen.queryByText(/créer un compte/)).not.toBeInTheDocument();
  });

  it("says the question could not be saved, with the server's message", async () => {
    handlers.UpdateFaq = () => ({
      error: { message: 'La question ne doit pas dépasser 500 caractères.', code: 'VALIDATION_FAILED' },
    });
    const { user } = await openFaqAdmin();

    await user.click(screen.getByRole('button', { name: 'Modifier : Comment créer un compte ?' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("La question n'a pas pu être sauvegardée")).toBeInTheDocument();
    expect(screen.getByText('La question ne doit pas dépasser 500 caractères.')).toBeInTheDocument();
  });

  it("says 'Impossible de charger la FAQ.' when the list cannot be loaded", async () => {
    handlers.AdminFaqs = () => ({ error: { message: 'Accès refusé.', code: 'FORBIDDEN' } });
    renderApp('/admin/faq', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger la FAQ.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
