import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Fatick-Cache-2026';
const SEARCH = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total items { id fullName price contact { email } }
} }`;
const SEARCH_WITH_FOLLOWS = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total items { id fullName price contact { email } followedByMe }
} }`;
const UPDATE = 'mutation($i: ProfileUpdateInput!) { updateMyProfile(input: $i) { id price } }';

interface SearchResult {
  total: number;
  items: {
    id: string;
    fullName: string;
    price: number | null;
    contact: { email: string } | null;
    followedByMe?: boolean;
  }[];
}

type Viewer = 'employer' | 'admin' | 'worker';

/**
 * SEARCH_CACHE_TTL_MS: a search's ranked page is reused. SEARCH_CARDS_TTL_MS: so are the rows of
 * its page, but what depends on the viewer is not, and an owner's own edit shows at once.
 * SEARCH_COUNT_TTL_MS: its number of matches is reused by every page and order of its conditions.
 * TRADE_CATALOGUE_TTL_MS: the trades page's counts of workers are reused too.
 */
describe('worker search page reuse', () => {
  let backend: Backend;
  let db: pg.Client;
  const headers: Record<Viewer, Record<string, string>> = { employer: {}, admin: {}, worker: {} };
  const ids: Record<Viewer, string> = { employer: '', admin: '', worker: '' };

  async function insertWorker(fullName: string, price: number, profession = 'Tailleur de pierre') {
    const id = randomUUID();
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, price, updated_at, confirmed_at)
       VALUES ($1, $2, 'worker', $5, $3, $4, now(), now())`,
      [id, fullName, `${id.slice(0, 8)}@exemple.sn`, price, profession],
    );
    return id;
  }

  async function search(
    input: Record<string, unknown>,
    who: Viewer,
    query: string = SEARCH,
  ): Promise<SearchResult> {
    const result = await graphql<{ searchWorkers: SearchResult }>(backend.gatewayUrl, query, {
      headers: headers[who],
      variables: { i: input },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.searchWorkers ?? { total: -1, items: [] };
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'profiles_search_cache',
      services: ['identity', 'profiles'],
      env: {
        SEARCH_CACHE_TTL_MS: '60000',
        SEARCH_COUNT_TTL_MS: '60000',
        SEARCH_CARDS_TTL_MS: '60000',
        TRADE_CATALOGUE_TTL_MS: '60000',
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['employer', 'admin', 'worker'] as const) {
      const account = await createActiveAccount(db, type, PASSWORD);
      ids[type] = account.id;
      await db.query(
        `INSERT INTO profiles.profiles (id, full_name, type, email, profession, price, updated_at, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
        [
          account.id,
          `Compte ${type}`,
          type,
          account.email,
          type === 'worker' ? 'Graveur sur verre' : null,
          type === 'worker' ? 4_000 : null,
        ],
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
      headers[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('reuses the ranked page and its rows, and applies what depends on the viewer to each request', async () => {
    const first = await insertWorker('Samba Ndiaye', 6_000);
    expect((await search({ q: 'tailleur' }, 'employer')).total).toBe(1);

    await insertWorker('Demba Ndiaye', 5_000);
    // Changed behind the service's back: an admin's check or a review does the same.
    await db.query('UPDATE profiles.profiles SET price = $2 WHERE id = $1', [first, 6_500]);
    await db.query('INSERT INTO profiles.follows (follower_id, followee_id) VALUES ($1, $2)', [
      ids.employer,
      first,
    ]);
    const again = await search({ q: 'tailleur' }, 'employer', SEARCH_WITH_FOLLOWS);
    const asAdmin = await search({ q: 'tailleur' }, 'admin', SEARCH_WITH_FOLLOWS);
    const otherSearch = await search({ q: 'tailleur', maxPrice: 7_000 }, 'employer');

    // Same search: the page ranked a moment ago (the newcomer is not in it yet), its row as read
    // then…
    expect(again.total).toBe(1);
    expect(again.items.map(({ id, fullName, price }) => ({ id, fullName, price }))).toEqual([
      { id: first, fullName: 'Samba Ndiaye', price: 6_000 },
    ]);
    // …but the contact details only for the employer, and whom each viewer follows as it is now.
    expect(again.items[0]?.contact?.email).toMatch(/@exemple\.sn$/);
    expect(again.items[0]?.followedByMe).toBe(true);
    expect(asAdmin.items[0]?.contact).toBeNull();
    expect(asAdmin.items[0]?.followedByMe).toBe(false);
    // Another search is ranked and read afresh.
    expect(otherSearch.total).toBe(2);
    expect(otherSearch.items.find((item) => item.id === first)?.price).toBe(6_500);
  });

  it("shows an owner's own edit at once", async () => {
    const before = await search({ q: 'graveur' }, 'employer');
    expect(before.items.map(({ id, price }) => ({ id, price }))).toEqual([{ id: ids.worker, price: 4_000 }]);

    const edit = await graphql(backend.gatewayUrl, UPDATE, {
      headers: headers.worker,
      variables: { i: { price: 4_500 } },
    });
    expect(edit.errors).toBeUndefined();

    const after = await search({ q: 'graveur' }, 'employer');
    expect(after.items.map(({ id, price }) => ({ id, price }))).toEqual([{ id: ids.worker, price: 4_500 }]);
  });

  it('reuses the number of matches for the other pages and orders of a search, never below the page', async () => {
    await insertWorker('Khady Sow', 7_000, 'Sculpteur sur bois');
    expect((await search({ q: 'sculpteur' }, 'employer')).total).toBe(1);

    await insertWorker('Mariama Sow', 3_000, 'Sculpteur sur bois');
    const cheapestFirst = await search({ q: 'sculpteur', sort: 'PRICE_ASC', pageSize: 1 }, 'employer');
    const secondPage = await search({ q: 'sculpteur', sort: 'PRICE_ASC', pageSize: 1, page: 2 }, 'employer');

    // Another order: its page is read afresh (the newcomer, cheaper, comes first)…
    expect(cheapestFirst.items.map((item) => item.fullName)).toEqual(['Mariama Sow']);
    // …under the number of matches counted a moment ago,
    expect(cheapestFirst.total).toBe(1);
    // which a page showing more than that number raises.
    expect(secondPage.items.map((item) => item.fullName)).toEqual(['Khady Sow']);
    expect(secondPage.total).toBe(2);
  });

  it("reuses the trades page's numbers of workers instead of counting every worker at each visit", async () => {
    const plumbers = async () => {
      const result = await graphql<{
        tradeCategories: { trades: { name: string; workerCount: number }[] }[];
      }>(backend.gatewayUrl, '{ tradeCategories { trades { name workerCount } } }');
      expect(result.errors).toBeUndefined();
      return result.data?.tradeCategories
        .flatMap((category) => category.trades)
        .find((t) => t.name === 'Plombier')?.workerCount;
    };
    await db.query(
      `INSERT INTO profiles.trades (id, name, category, description, skills, salary_min, salary_max, updated_at)
       VALUES ($1, 'Plombier', 'Artisanat', 'Installe et répare les canalisations.', '{}', 100000, 250000, now())
       ON CONFLICT (name) DO NOTHING`,
      [randomUUID()],
    );
    const before = await plumbers();
    expect(before).toEqual(expect.any(Number));

    await insertWorker('Modou Faye', 3_000, 'Plombier');

    expect(await plumbers()).toBe(before);
  });
});
