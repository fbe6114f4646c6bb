import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';
import { formatSalaryRange, professionSearchPath } from '../trade-catalogue';

const fetchMock = vi.fn<typeof fetch>();

function trade(name: string, category: string, workerCount: number, salaryMin = 80000, salaryMax = 200000) {
  return {
    name,
    category,
    description: `Description de ${name}.`,
    skills: [`${name} — compétence 1`, `${name} — compétence 2`],
    salaryMin,
    salaryMax,
    workerCount,
  };
}

const CATEGORIES = [
  { name: 'Artisanat', trades: [trade('Couturier', 'Artisanat', 3), trade('Menuisier', 'Artisanat', 1)] },
  {
    name: 'Digital & Tech',
    trades: [
      trade('Développeur Web', 'Digital & Tech', 0, 400000, 1500000),
      trade('Infographiste', 'Digital & Tech', 2),
    ],
  },
  { name: 'Services à la personne', trades: [trade('Ménagère', 'Services à la personne', 5)] },
  { name: 'Transport & Logistique', trades: [trade('Chauffeur', 'Transport & Logistique', 4)] },
  { name: 'BTP & Immobilier', trades: [trade('Électricien', 'BTP & Immobilier', 2)] },
  { name: 'Santé & Bien-être', trades: [trade('Aide-soignant', 'Santé & Bien-être', 1)] },
];

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let categoriesResponse: () => Response;

beforeEach(() => {
  categoriesResponse = () => jsonResponse({ data: { tradeCategories: CATEGORIES } });
  fetchMock.mockImplementation((_url, init) => {
    const { query } = JSON.parse(init?.body as string) as { query: string };
    if (query.includes('query TradeCategories')) return Promise.resolve(categoriesResponse());
    return Promise.resolve(jsonResponse({ data: null, errors: [{ message: 'inattendu' }] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function openTrades() {
  return renderApp('/metiers', fakeAuthClient(undefined));
}

const tradeButton = (name: string) => screen.getByRole('button', { name });

describe('/metiers', () => {
  it('shows the six categories from the server with their trades', async () => {
    openTrades();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Un Univers de Talents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Artisanat' }, { timeout: 5000 });
    const categoryTitles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Fiche métier');
    expect(categoryTitles).toEqual(CATEGORIES.map((category) => category.name));
    // A reading page drawn without antd's components, whose styles a slow phone would compute.
    expect(screen.getByRole('main').querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    const artisanat = screen.getByRole('region', { name: 'Artisanat' });
    expect(
      within(artisanat)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Couturier', 'Menuisier']);
  });

  it('shows the chosen trade with its skills, its salary in F CFA per month and a link to its workers', async () => {
    const router = openTrades();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ménagère' }, { timeout: 5000 }));

    const detail = screen.getByRole('region', { name: 'Ménagère' });
    expect(within(detail).getByText('Description de Ménagère.')).toBeInTheDocument();
    expect(within(detail).getByText('Ménagère — compétence 2')).toBeInTheDocument();
    expect(within(detail).getByText('80 000 – 200 000 F CFA / mois')).toBeInTheDocument();
    expect(tradeButton('Ménagère')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Aucun professionnel/)).not.toBeInTheDocument();

    const link = within(detail).getByRole('link', { name: 'Voir les professionnels' });
    expect(link).toHaveAttribute('href', '/profiles?profession=M%C3%A9nag%C3%A8re');
    await user.click(link);
    // /profiles needs a session: a visitor lands on /login, having left through the directory link.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/metiers'));
  });

  it("says 'Aucun professionnel…' for a trade nobody on the site does", async () => {
    openTrades();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Développeur Web' }, { timeout: 5000 }));

    const detail = screen.getByRole('region', { name: 'Développeur Web' });
    expect(
      within(detail).getByText(
        "Aucun professionnel n'est actuellement disponible pour ce métier. Soyez le premier !",
      ),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('link', { name: 'Voir les professionnels' })).not.toBeInTheDocument();
    expect(within(detail).getByText('400 000 – 1 500 000 F CFA / mois')).toBeInTheDocument();
  });

  it('filters the trades by name, ignoring case and accents', async () => {
    openTrades();
    const user = userEvent.setup();

    await screen.findByRole('button', { name: 'Électricien' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un métier' }), 'ELECTRI');

    expect(tradeButton('Électricien')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Couturier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Artisanat' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher un métier' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un métier' }), 'plombier');
    expect(screen.getByText('Aucun métier ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it("says 'Impossible de charger les métiers.' when the catalogue cannot be loaded", async () => {
    categoriesResponse = () =>
      jsonResponse({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] });
    openTrades();

    expect(
      await screen.findByText('Impossible de charger les métiers.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('formats amounts the French way and encodes the profession in the directory link', () => {
    // Intl separates thousands with a narrow no-break space.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatSalaryRange(80000, 200000))).toBe('80 000 – 200 000 F CFA / mois');
    expect(formatSalaryRange(150000, 150000)).toMatch(/^150\u202f000 F CFA \/ mois$/);
    expect(plain(formatSalaryRange(150000, 150000))).toBe('150 000 F CFA / mois');
    expect(professionSearchPath('Transport & Logistique')).toBe(
      '/profiles?profession=Transport%20%26%20Logistique',
    );
  });
});
