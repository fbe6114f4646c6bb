import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

const TESTIMONIALS = [
  {
    id: 't1',
    quote: 'J’ai trouvé un plombier en une heure.',
    authorName: 'Awa Diop',
    authorRole: 'Employeuse',
    authorAvatarUrl: '/uploads/awa.webp',
  },
  {
    id: 't2',
    quote: 'Mes clients me trouvent enfin.',
    authorName: 'Moussa Fall',
    authorRole: null,
    authorAvatarUrl: null,
  },
];

const PRODUCTS = [
  {
    id: 'p1',
    name: 'Boost de profil',
    description: 'Une semaine en tête.',
    creditsPrice: 50,
    imageUrl: '/files/boost.webp',
  },
  { id: 'p2', name: 'Modèle de CV', description: null, creditsPrice: 20, imageUrl: null },
  { id: 'p3', name: 'Guide de l’entretien', description: null, creditsPrice: 1500, imageUrl: null },
];

const LATEST_ARTICLES = ['a3', 'a2', 'a1'].map((id, index) => ({
  id,
  title: `Article ${3 - index}`,
  imageUrl: null,
  excerpt: 'Des conseils pour les artisans.',
  readingMinutes: 2,
  createdAt: `2026-11-2${3 - index}T09:00:00.000Z`,
  author: { id: 'u1', fullName: 'Mariama Diallo' },
}));

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let testimonials: unknown[];

function sentQueries(): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(init?.body as string) as { query: string }).query,
  );
}

beforeEach(() => {
  testimonials = TESTIMONIALS;
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    if (query.includes('query Testimonials'))
      return Promise.resolve(jsonResponse({ data: { testimonials } }));
    if (query.includes('query LatestArticles'))
      return Promise.resolve(jsonResponse({ data: { latestArticles: LATEST_ARTICLES } }));
    if (query.includes('query StoreProducts'))
      return Promise.resolve(jsonResponse({ data: { storeProducts: PRODUCTS } }));
    return Promise.resolve(jsonResponse({ data: { health: { status: 'ok', services: [] } } }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});

// An employer may open /search, so the navigation is not redirected by its guard.
function openHome() {
  return renderApp('/', fakeAuthClient(userOfType('employer')));
}

const findSearchBox = () =>
  screen.findByRole('searchbox', { name: 'Rechercher un talent ou un métier' }, { timeout: 5_000 });

describe('HomePage search', () => {
  it('refuses a blank term with a toast and stays on the home page', async () => {
    const user = userEvent.setup();
    const router = openHome();

    await user.type(await findSearchBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText('Recherche vide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer un terme de recherche.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /search?q= with the trimmed term on Enter', async () => {
    const user = userEvent.setup();
    const router = openHome();

    await user.type(await findSearchBox(), '  plombier Dakar {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('plombier Dakar');
  });
});

describe('HomePage testimonials', () => {
  it('shows the testimonials the API returns', async () => {
    openHome();

    const section = await screen.findByRole(
      'region',
      { name: 'Ils nous font confiance' },
      { timeout: 5_000 },
    );
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('J’ai trouvé un plombier en une heure.');
    expect(items[0]).toHaveTextContent('Awa Diop');
    expect(items[0]).toHaveTextContent('Employeuse');
    expect(within(section).getByText('Moussa Fall')).toBeInTheDocument();
    expect(sentQueries().some((query) => query.includes('testimonials'))).toBe(true);
  });

  it('leaves the section out when there are none', async () => {
    testimonials = [];
    openHome();

    await screen.findByRole('link', { name: 'Boost de profil' }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Ils nous font confiance' })).not.toBeInTheDocument();
    expect(screen.queryByText('Awa Diop')).not.toBeInTheDocument();
  });
});

describe('HomePage store products', () => {
  it('links each of the three products to its page and offers the store', async () => {
    openHome();

    const section = await screen.findByRole('region', { name: 'La boutique' }, { timeout: 5_000 });
    await within(section).findByRole('link', { name: 'Boost de profil' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Boost de profil', '/product/p1'],
      ['Modèle de CV', '/product/p2'],
      ['Guide de l’entretien', '/product/p3'],
      ['Voir la boutique', '/store'],
    ]);
    expect(section).toHaveTextContent('1 500 crédits');
    const image = section.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown);
    expect(sent).toContainEqual(expect.objectContaining({ variables: { limit: 3 } }));
  });
});

describe('HomePage latest articles', () => {
  it('shows the three newest articles, each leading to its page, and a link to all of them', async () => {
    openHome();

    const section = await screen.findByRole('region', { name: 'Nos derniers articles' }, { timeout: 5_000 });
    await within(section).findByRole('heading', { level: 3, name: 'Article 3' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Article 3', 'Article 2', 'Article 1']);
    expect(within(section).getAllByRole('link', { name: /Lire la suite/ })[0]).toHaveAttribute(
      'href',
      '/articles/a3',
    );
    expect(within(section).getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute(
      'href',
      '/articles',
    );
    expect(section).toHaveTextContent('Mariama Diallo');
    expect(section).toHaveTextContent('2 min de lecture');
  });
});
