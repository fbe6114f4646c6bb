import { type Backend, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Potier-2026';
const SEARCH = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total items { id price contact { phone } }
} }`;
const SEARCH_WITH_FOLLOWS = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total items { id price followedByMe }
} }`;
const DIRECTORY = `query($i: WorkerSearchInput) { workers(input: $i) { total items { id price } } }`;
const UPDATE = 'mutation($i: ProfileUpdateInput!) { updateMyProfile(input: $i) { id } }';

interface Person {
  id: string;
  headers: Record<string, string>;
}

interface Card {
  id: string;
  price: number | null;
  contact?: { phone: string | null } | null;
  followedByMe?: boolean;
}

/**
 * Employers' and admins' searches reused by the gateway (PROFILES_GATEWAY_CACHE_TTL_MS long here,
 * the profiles service's own reuse off): a price written behind their back shows only where the
 * gateway asked the service again, which proves what is reused and what is not.
 */
describe('worker searches reused by the gateway', () => {
  let backend: Backend;
  let db: pg.Client;
  let potter: Person;
  let employer: Person;
  let otherEmployer: Person;
  let admin: Person;

  const person = (type: 'worker' | 'employer' | 'admin', fullName: string) =>
    signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Potier' : null,
      password: PASSWORD,
    });

  async function cards(who: Person, query = SEARCH, field = 'searchWorkers'): Promise<Card[]> {
    const result = await graphql<Record<string, { items: Card[] }>>(backend.gatewayUrl, query, {
      headers: who.headers,
      variables: { i: { q: 'potier' } },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.[field]?.items ?? [];
  }

  const priceBehindTheirBack = (price: number) =>
    db.query('UPDATE profiles.profiles SET price = $2 WHERE id = $1', [potter.id, price]);

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'worker_search_reuse',
      services: ['identity', 'profiles'],
      env: { PROFILES_GATEWAY_CACHE_TTL_MS: '10000' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [potter, employer, otherEmployer, admin] = await Promise.all([
      person('worker', 'Aïda Ndour'),
      person('employer', 'Poteries du Saloum'),
      person('employer', 'Céramiques de Kaolack'),
      person('admin', 'Admin Liggeey'),
    ]);
    await db.query("UPDATE profiles.profiles SET price = 4000, phone = '+221 77 000 11 22' WHERE id = $1", [
      potter.id,
    ]);
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it("answers another employer from an employer's search, never an admin, and forgets it when a profile is edited", async () => {
    expect((await cards(employer)).map(({ id, price }) => ({ id, price }))).toEqual([
      { id: potter.id, price: 4_000 },
    ]);
    await priceBehindTheirBack(4_200);

    // The other employer is answered with the page read a moment ago, contact details included…
    const reused = await cards(otherEmployer);
    expect(reused.map(({ price, contact }) => ({ price, phone: contact?.phone }))).toEqual([
      { price: 4_000, phone: '+221 77 000 11 22' },
    ]);
    // …an admin by the service, without them.
    expect((await cards(admin)).map(({ price, contact }) => ({ price, contact }))).toEqual([
      { price: 4_200, contact: null },
    ]);

    // The potter's own edit through the gateway shows at once.
    const edit = await graphql(backend.gatewayUrl, UPDATE, {
      headers: potter.headers,
      variables: { i: { price: 4_500 } },
    });
    expect(edit.errors).toBeUndefined();
    expect((await cards(otherEmployer)).map(({ price }) => price)).toEqual([4_500]);
  });

  it('never keeps an answer that holds the viewer: whom they follow, a worker asking', async () => {
    await db.query('INSERT INTO profiles.follows (follower_id, followee_id) VALUES ($1, $2)', [
      employer.id,
      potter.id,
    ]);
    expect((await cards(employer, SEARCH_WITH_FOLLOWS)).map((card) => card.followedByMe)).toEqual([true]);
    expect((await cards(otherEmployer, SEARCH_WITH_FOLLOWS)).map((card) => card.followedByMe)).toEqual([
      false,
    ]);

    // The potter sees their own card (with their contact details) in the directory: never reused.
    await cards(potter, DIRECTORY, 'workers');
    await priceBehindTheirBack(4_700);
    expect((await cards(potter, DIRECTORY, 'workers')).map(({ price }) => price)).toEqual([4_700]);
  });
});
