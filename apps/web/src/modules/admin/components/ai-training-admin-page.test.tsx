import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { stubGraphqlFetch, type MockHandlers } from '../testing/graphql-fetch-mock';

const ENTRIES = [
  {
    id: 'k1',
    keywords: ['bonjour', 'salut'],
    responseTemplate: 'Bonjour {prenom} !',
    requiredRole: 'public',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 'k2',
    keywords: ['candidatures'],
    responseTemplate: 'Vos candidatures sont dans votre tableau de bord.',
    requiredRole: 'employer',
    createdAt: '2026-11-21T09:00:00.000Z',
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    KnowledgeEntries: () => ({ data: { knowledgeEntries: ENTRIES } }),
    CreateKnowledgeEntry: (variables) => ({
      data: {
        createKnowledgeEntry: {
          id: 'k3',
          createdAt: '2026-11-22T09:00:00.000Z',
          ...(variables?.input as object),
        },
      },
    }),
    UpdateKnowledgeEntry: (variables) => ({
      data: {
        updateKnowledgeEntry: {
          id: variables?.id,
          createdAt: '2026-11-20T09:00:00.000Z',
          ...(variables?.input as object),
        },
      },
    }),
    DeleteKnowledgeEntry: () => ({ data: { deleteKnowledgeEntry: true } }),
    TrainingDocuments: () => ({ data: { trainingDocuments: [] } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  renderApp('/admin/ai-training', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Vos candidatures sont dans votre tableau de bord.', {}, { timeout: 5000 });
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog');

describe('/admin/ai-training knowledge entries', () => {
  it('lists the entries in matching order with their keywords and audience', async () => {
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Formation IA' })).toBeInTheDocument();
    const row = screen
      .getByText('Vos candidatures sont dans votre tableau de bord.')
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('candidatures')).toBeInTheDocument();
    expect(within(row).getByText('Employeurs')).toBeInTheDocument();
  });

  it('adds an entry for workers with several keywords', async () => {
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ajouter une entrée' }));
    const keywords = within(dialog()).getByLabelText('Mots-clés');
    await user.type(keywords, 'disponibilité{Enter}mettre en pause{Enter}');
    await user.click(within(dialog()).getByLabelText('Réponse'));
    await user.paste(' Indiquez vos dates dans votre profil, {prenom}. ');
    await user.click(within(dialog()).getByLabelText('Destinée à'));
    await user.click(await screen.findByTitle('Professionnels'));
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Entrée ajoutée')).toBeInTheDocument();
    expect(sent('CreateKnowledgeEntry').map((request) => request.variables)).toEqual([
      {
        input: {
          keywords: ['disponibilité', 'mettre en pause'],
          responseTemplate: 'Indiquez vos dates dans votre profil, {prenom}.',
          requiredRole: 'worker',
        },
      },
    ]);
  });

  it('refuses an entry without keyword before sending anything', async () => {
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ajouter une entrée' }));
    await user.click(within(dialog()).getByLabelText('Réponse'));
    await user.paste('Une réponse.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog()).findByText('Ajoutez au moins un mot-clé.')).toBeInTheDocument();
    expect(sent('CreateKnowledgeEntry')).toHaveLength(0);
  });

  it('shows the server refusal of keywords that are all too short', async () => {
    handlers['CreateKnowledgeEntry'] = () => ({
      error: { message: 'Ajoutez au moins un mot-clé de plus de 2 caractères.', code: 'VALIDATION_FAILED' },
    });
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ajouter une entrée' }));
    await user.type(within(dialog()).getByLabelText('Mots-clés'), 'cv{Enter}');
    await user.click(within(dialog()).getByLabelText('Réponse'));
    await user.paste('Envoyez votre CV.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("L'entrée n'a pas pu être sauvegardée")).toBeInTheDocument();
    expect(screen.getByText('Ajoutez au moins un mot-clé de plus de 2 caractères.')).toBeInTheDocument();
  });

  it('deletes an entry after confirmation', async () => {
    const user = await openPage();
    const row = screen.getByText('Bonjour {prenom} !').closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Supprimer : bonjour, salut' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));

    await waitFor(() =>
      expect(sent('DeleteKnowledgeEntry').map((request) => request.variables)).toEqual([{ id: 'k1' }]),
    );
  });
});
