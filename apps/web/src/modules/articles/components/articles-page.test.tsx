import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const AUTHOR = { id: 'u1', fullName: 'Mariama Diallo' };
const SUMMARY = {
  id: 'a1',
  title: 'Bien présenter son profil',
  imageUrl: '/files/articles/u1/profil.webp',
  excerpt: 'Un profil complet inspire confiance.',
  readingMinutes: 3,
  createdAt: '2026-11-20T09:00:00.000Z',
  author: AUTHOR,
};
const CONTENT = [
  '## Une photo nette',
  '',
  'Du **gras** et un [lien](javascript:alert(1)).',
  '',
  '<img src=x onerror="alert(1)">',
].join('\n');

let handlers: MockHandlers;
let sent: ReturnType<typeof stubGraphqlFetch>['sent'];

beforeEach(() => {
  handlers = {
    ArticlesPage: (variables) => ({
      data: {
        articles: {
          total: 11,
          page: variables?.page,
          pageSize: 9,
          items: [{ ...SUMMARY, title: `${SUMMARY.title} (page ${String(variables?.page)})` }],
        },
      },
    }),
    Article: () => ({ data: { article: { ...SUMMARY, content: CONTENT } } }),
  };
  ({ sent } = stubGraphqlFetch(handlers));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/articles', () => {
  it('shows each article as a card with its author, date, reading time and a link to read it', async () => {
    renderApp('/articles', fakeAuthClient(undefined));

    const card = (
      await screen.findByRole('heading', { level: 2, name: /Bien présenter son profil/ }, { timeout: 5000 })
    ).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Mariama Diallo');
    expect(card).toHaveTextContent('20 novembre 2026');
    expect(card).toHaveTextContent('3 min de lecture');
    expect(card).toHaveTextContent('Un profil complet inspire confiance.');
    expect(card.querySelector('img')).toHaveAttribute('src', '/files/articles/u1/profil.webp');
    expect(within(card).getByRole('link', { name: /Lire la suite/ })).toHaveAttribute('href', '/articles/a1');
    await waitFor(() => expect(document.title).toBe('Articles – Liggeey'));
  });

  it('pages through the articles', async () => {
    const user = userEvent.setup();
    const router = renderApp('/articles', fakeAuthClient(undefined));

    expect(await screen.findByText('Page 1 sur 2', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Articles plus anciens →' }));

    expect(await screen.findByText(/\(page 2\)/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(sent('ArticlesPage').map((request) => request.variables)).toEqual([
      { page: 1, pageSize: 9 },
      { page: 2, pageSize: 9 },
    ]);
  });

  it("says 'Impossible de charger les articles.' when the list cannot be loaded", async () => {
    handlers.ArticlesPage = () => ({ error: { message: 'boom', code: 'INTERNAL' } });
    renderApp('/articles', fakeAuthClient(undefined));

    expect(
      await screen.findByText('Impossible de charger les articles.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('/articles/:id', () => {
  it('renders the Markdown, shows raw HTML as text and drops unsafe links', async () => {
    renderApp('/articles/a1', fakeAuthClient(undefined));

    const article = (
      await screen.findByRole('heading', { level: 1, name: 'Bien présenter son profil' }, { timeout: 5000 })
    ).closest('article') as HTMLElement;
    expect(within(article).getByRole('heading', { level: 2, name: 'Une photo nette' })).toBeInTheDocument();
    expect(within(article).getByText('gras').tagName).toBe('STRONG');
    expect(within(article).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(within(article).getByText('lien').getAttribute('href') ?? '').not.toContain('javascript');
    expect(article).toHaveTextContent('Mariama Diallo');
    expect(article).toHaveTextContent('3 min de lecture');
  });

  it('offers a WhatsApp share link and sets its own title, description and Open Graph tags', async () => {
    renderApp('/articles/a1', fakeAuthClient(undefined));

    const share = await screen.findByRole('link', { name: 'Partager sur WhatsApp' }, { timeout: 5000 });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text');
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toBe(`Bien présenter son profil ${window.location.href}`);
    await waitFor(() => expect(document.title).toBe('Bien présenter son profil – Liggeey'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Un profil complet inspire confiance.');
    expect(meta('meta[property="og:title"]')).toBe('Bien présenter son profil');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/files/articles/u1/profil.webp`);
  });

  it("says 'Article introuvable' for an unknown article", async () => {
    handlers.Article = () => ({ error: { message: 'Article introuvable.', code: 'NOT_FOUND' } });
    renderApp('/articles/inconnu', fakeAuthClient(undefined));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article introuvable' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/articles');
  });
});
