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

interface SearchResult {
  total: number;
  items: { id: string; fullName: string; price: number | null; contact: { email: string } | null }[];
}

/** SEARCH_CACHE_TTL_MS: a search's ranked page is reused, its rows and the viewer's view are not. */
describe('worker search page reuse', () => {
  let backend: Backend;
  let db: pg.Client;
  const headers: Record<'employer' | 'admin', Record<string, string>> = { employer: {}, admin: {} };

  async function insertWorker(fullName: string, price: number): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, price, updated_at, confirmed_at)
       VALUES ($1, $2, 'worker', 'Tailleur de pierre', $3, $4, now(), now())`,
      [id, fullName, `${id.slice(0, 8)}@exemple.sn`, price],
    );
    return id;
  }

  async function search(input: Record<string, unknown>, who: 'employer' | 'admin'): Promise<SearchResult> {
    const result = await graphql<{ searchWorkers: SearchResult }>(backend.gatewayUrl, SEARCH, {
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
      env: { SEARCH_CACHE_TTL_MS: '60000' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['employer', 'admin'] as const) {
      const account = await createActiveAccount(db, type, PASSWORD);
      await db.query(
        'INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES ($1, $2, $3, $4, now())',
        [account.id, `Compte ${type}`, type, account.email],
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
      headers[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('reuses the ranked page but reads its rows and the viewer-dependent fields fresh', async () => {
    const first = await insertWorker('Samba Ndiaye', 6_000);
    expect((await search({ q: 'tailleur' }, 'employer')).total).toBe(1);

    await insertWorker('Demba Ndiaye', 5_000);
    await db.query('UPDATE profiles.profiles SET price = $2 WHERE id = $1', [first, 6_500]);
    const again = await search({ q: 'tailleur' }, 'employer');
    const asAdmin = await search({ q: 'tailleur' }, 'admin');
    const otherSearch = await search({ q: 'tailleur', maxPrice: 7_000 }, 'employer');

    // Same search: the page ranked a moment ago (the newcomer is not in it yet)…
    expect(again.total).toBe(1);
    // …with the row as it is now, and the contact details only for the employer.
    expect(again.items.map(({ id, fullName, price }) => ({ id, fullName, price }))).toEqual([
      { id: first, fullName: 'Samba Ndiaye', price: 6_500 },
    ]);
    expect(again.items[0]?.contact?.email).toMatch(/@exemple\.sn$/);
    expect(asAdmin.items[0]?.contact).toBeNull();
    // Another search is ranked afresh.
    expect(otherSearch.total).toBe(2);
  });
});
