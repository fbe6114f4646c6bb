import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const ARTICLES = [
  {
    id: 'a2',
    title: 'Recruter un artisan de confiance',
    imageUrl: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    author: { id: 'u1', fullName: 'Mariama Diallo' },
  },
  {
    id: 'a1',
    title: 'Les crédits expliqués',
    imageUrl: 'https://exemple.sn/credits.jpg',
    createdAt: '2026-11-20T09:00:00.000Z',
    author: { id: 'u2', fullName: 'Ousmane Faye' },
  },
];

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];
let uploads: { url: string; file: FormDataEntryValue | null; authorization: string | null }[];

beforeEach(() => {
  handlers = {
    AdminArticles: () => ({ data: { articles: { total: ARTICLES.length, items: ARTICLES } } }),
    AdminArticleContent: (variables) => ({
      data: { article: { id: variables?.id, content: 'Texte **existant**.' } },
    }),
    CreateArticle: () => ({ data: { createArticle: { id: 'a3' } } }),
    UpdateArticle: (variables) => ({ data: { updateArticle: { id: variables?.id } } }),
    DeleteArticle: () => ({ data: { deleteArticle: true } }),
  };
  const stub = stubGraphqlFetch(handlers);
  sent = stub.sent;
  uploads = [];
  // Uploads are multipart, not GraphQL: answered here, the rest by the GraphQL stub.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (url !== '/uploads/article') return stub.fetchMock(url, init);
    uploads.push({
      url,
      file: (init?.body as FormData).get('file'),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ url: '/files/articles/admin-1/chantier.webp' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openArticles() {
  const router = renderApp('/admin/articles', fakeAuthClient(userOfType('admin')));
  await screen.findByText('Recruter un artisan de confiance', {}, { timeout: 15_000 });
  return { router, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');

describe('/admin/articles', () => {
  it("lists the articles with their author's name and leads back to /admin", async () => {
    const { router, user } = await openArticles();

    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByText('Recruter un artisan de confiance').closest('tr')).toHaveTextContent(
      'Mariama Diallo',
    );
    expect(screen.getByText('Les crédits expliqués').closest('tr')).toHaveTextContent('Ousmane Faye');

    await user.click(screen.getByRole('button', { name: /Retour à l'administration/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('searches the articles on the server', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.paste('crédits');

    await waitFor(() =>
      expect(sent('AdminArticles').at(-1)?.variables).toEqual({ page: 1, pageSize: 20, search: 'crédits' }),
    );
  });

  it('publishes an article with its Markdown, an empty image address sent as null', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    await user.click(within(dialog()).getByLabelText('Titre'));
    await user.paste('  Nouveau guide  ');
    await user.click(within(dialog()).getByLabelText('Contenu (Markdown)'));
    await user.paste('# Bienvenue\n\nDu **texte**.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Article publié')).toBeInTheDocument();
    expect(sent('CreateArticle').map((request) => request.variables)).toEqual([
      { input: { title: 'Nouveau guide', content: '# Bienvenue\n\nDu **texte**.', imageUrl: null } },
    ]);
  });

  it('sends a chosen picture to /uploads/article and keeps its address for the article', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chantier.png', {
      type: 'image/png',
    });
    await user.upload(dialog().querySelector('input[type="file"]') as HTMLInputElement, picture);

    await waitFor(() =>
      expect(within(dialog()).getByLabelText("Adresse de l'image (facultatif)")).toHaveValue(
        '/files/articles/admin-1/chantier.webp',
      ),
    );
    expect(uploads).toHaveLength(1);
    expect((uploads[0]?.file as File).name).toBe('chantier.png');
    expect(uploads[0]?.authorization).toBe('Bearer token-of-admin-1');
  });

  it('refuses an empty title or content and a bad image address, and sends nothing', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    await user.click(within(dialog()).getByLabelText("Adresse de l'image (facultatif)"));
    await user.paste('javascript:alert(1)');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog()).findByText("Veuillez saisir le titre de l'article.")).toBeInTheDocument();
    expect(within(dialog()).getByText("Veuillez écrire le contenu de l'article.")).toBeInTheDocument();
    expect(
      within(dialog()).getByText(
        'Veuillez saisir une adresse commençant par http://, https:// ou envoyer une image.',
      ),
    ).toBeInTheDocument();
    expect(sent('CreateArticle')).toHaveLength(0);
  });

  it('edits an article with its content read from the server', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: "Modifier l'article Les crédits expliqués" }));
    const content = within(dialog()).getByLabelText('Contenu (Markdown)');
    await waitFor(() => expect(content).toHaveValue('Texte **existant**.'));
    expect(within(dialog()).getByLabelText('Titre')).toHaveValue('Les crédits expliqués');
    await user.clear(content);
    await user.paste('Texte revu.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Article modifié')).toBeInTheDocument();
    expect(sent('UpdateArticle').map((request) => request.variables)).toEqual([
      {
        id: 'a1',
        input: {
          title: 'Les crédits expliqués',
          content: 'Texte revu.',
          imageUrl: 'https://exemple.sn/credits.jpg',
        },
      },
    ]);
  });

  it('deletes an article after confirmation', async () => {
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: "Supprimer l'article Les crédits expliqués" }));
    expect(await screen.findByText('Supprimer cet article ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Article supprimé')).toBeInTheDocument();
    expect(sent('DeleteArticle').map((request) => request.variables)).toEqual([{ id: 'a1' }]);
  });

  it("says the article could not be saved, with the server's reason", async () => {
    handlers.CreateArticle = () => ({
      error: { message: "Veuillez saisir le titre de l'article.", code: 'VALIDATION_FAILED' },
    });
    const { user } = await openArticles();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    await user.click(within(dialog()).getByLabelText('Titre'));
    await user.paste('Titre');
    await user.click(within(dialog()).getByLabelText('Contenu (Markdown)'));
    await user.paste('Texte');
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("L'article n'a pas pu être sauvegardé")).toBeInTheDocument();
    expect(screen.getByText("Veuillez saisir le titre de l'article.")).toBeInTheDocument();
  });

  it("says 'Impossible de charger les articles.' when the list cannot be loaded", async () => {
    handlers.AdminArticles = () => ({ error: { message: 'boom', code: 'INTERNAL' } });
    renderApp('/admin/articles', fakeAuthClient(userOfType('admin')));

    expect(
      await screen.findByText('Impossible de charger les articles.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
