import {
  type Backend,
  createActiveAccount,
  graphql,
  seedService,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Recherche-2026';
const SEARCH = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total page pageSize items { id fullName profession price boosted distanceKm available availableFrom }
} }`;
const DIRECTORY = `query($i: WorkerSearchInput) { workers(input: $i) {
  total page pageSize items { id fullName profession price boosted distanceKm }
} }`;

interface Hit {
  id: string;
  fullName: string;
  profession: string | null;
  price: number | null;
  boosted: boolean;
  distanceKm: number | null;
}
interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  items: Hit[];
}

interface NewWorker {
  fullName: string;
  profession: string;
  price?: number | null;
  available?: boolean;
  /** SQL expression of a date, e.g. `current_date`. */
  availableFrom?: string;
  locality?: string;
  boosted?: boolean;
  description?: string;
}

describe('worker search and talent directory', () => {
  let backend: Backend;
  let db: pg.Client;
  let employer: Record<string, string>;
  let worker: Record<string, string>;
  let admin: Record<string, string>;
  const localityIds = new Map<string, string>();
  // Each insert is a second newer than the previous one: "newest first" is then unambiguous.
  let inserted = 0;

  /** A confirmed worker profile written straight into the profiles schema; returns its id. */
  async function insertWorker(w: NewWorker): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, description, email, price, available,
         available_from, locality_id, boosted_until, created_at, updated_at, confirmed_at)
       VALUES ($1, $2, 'worker', $3, $4, $5, $6, $7, ${w.availableFrom ?? 'NULL'}, $8,
         CASE WHEN $9 THEN now() + interval '7 days' END, now() + make_interval(secs => $10), now(), now())`,
      [
        id,
        w.fullName,
        w.profession,
        w.description ?? null,
        `${id.slice(0, 8)}@exemple.sn`,
        w.price ?? null,
        w.available ?? true,
        w.locality ? localityIds.get(w.locality) : null,
        w.boosted ?? false,
        (inserted += 1),
      ],
    );
    return id;
  }

  /** An active account with its profile, signed in: the bearer header. */
  async function signedIn(type: 'worker' | 'employer' | 'admin', locality?: string) {
    const account = await createActiveAccount(db, type, PASSWORD);
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, locality_id, updated_at, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, now(), now())`,
      [account.id, `Compte ${type}`, type, account.email, locality ? localityIds.get(locality) : null],
    );
    const tokens = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
    return { authorization: `Bearer ${tokens.accessToken}` };
  }

  async function search(input: Record<string, unknown>, headers = employer): Promise<SearchResult> {
    const result = await graphql<{ searchWorkers: SearchResult }>(backend.gatewayUrl, SEARCH, {
      headers,
      variables: { i: input },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.searchWorkers ?? { total: -1, page: 0, pageSize: 0, items: [] };
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'profiles_search',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    // Localities are reference data from the profiles seed (the demo profiles come with them).
    await seedService(backend, 'profiles');
    const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM profiles.localities');
    for (const row of rows) localityIds.set(row.name, row.id);
    [employer, worker, admin] = await Promise.all([
      signedIn('employer', 'Plateau'),
      signedIn('worker'),
      signedIn('admin'),
    ]);
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  describe('French text', () => {
    let electricien: string;
    let plombier: string;
    let moussa: string;

    beforeAll(async () => {
      electricien = await insertWorker({ fullName: 'Aliou Ndoye', profession: 'Électriciens' });
      plombier = await insertWorker({
        fullName: 'Khadim Sène',
        profession: 'Plombier',
        description: 'Réparation de fuites et chauffe-eau.',
      });
      moussa = await insertWorker({ fullName: 'Moussa Diop', profession: 'Maçon' });
    });

    it('ignores accents and plurals, both ways', async () => {
      const electricians = await search({ q: 'electricien', pageSize: 48 });
      const plumbers = await search({ q: 'plombiers', pageSize: 48 });

      expect(electricians.items.map((w) => w.id)).toContain(electricien);
      expect(electricians.items.map((w) => w.id)).not.toContain(plombier);
      expect(plumbers.items.map((w) => w.id)).toContain(plombier);
      expect(plumbers.items.map((w) => w.id)).not.toContain(electricien);
      expect(electricians.total).toBe(electricians.items.length);
    });

    it('finds a name typed with a mistake through trigram similarity', async () => {
      const result = await search({ q: 'Mousa Diop', pageSize: 48 });

      expect(result.items.map((w) => w.id)).toContain(moussa);
      expect(result.items.map((w) => w.id)).not.toContain(plombier);
    });

    it('matches words of the description too', async () => {
      const result = await search({ q: 'fuites', pageSize: 48 });

      expect(result.items.map((w) => w.id)).toContain(plombier);
    });
  });

  describe('filters and sorts', () => {
    const PROFESSION = 'Pisciniste';
    const ids: Record<string, string> = {};
    const names = (result: SearchResult) => result.items.map((w) => w.fullName);
    const byProfession = (input: Record<string, unknown> = {}, headers = employer) =>
      search({ q: 'pisciniste', profession: PROFESSION, pageSize: 48, ...input }, headers);

    beforeAll(async () => {
      // Distances from Plateau: Médina ≈ 2 km, Mermoz ≈ 6.5 km, Parcelles Assainies ≈ 10.6 km, Thiès ≈ 55 km.
      ids.A = await insertWorker({
        fullName: 'Pisciniste A',
        profession: PROFESSION,
        price: 2000,
        locality: 'Plateau',
      });
      ids.B = await insertWorker({
        fullName: 'Pisciniste B',
        profession: PROFESSION,
        price: 5000,
        locality: 'Médina',
      });
      ids.C = await insertWorker({
        fullName: 'Pisciniste C',
        profession: PROFESSION,
        price: 9000,
        available: false,
        availableFrom: "(date_trunc('week', current_date)::date + 6)",
        locality: 'Mermoz',
      });
      ids.D = await insertWorker({
        fullName: 'Pisciniste D',
        profession: PROFESSION,
        price: null,
        available: false,
        availableFrom: "(date_trunc('month', current_date) + interval '1 month - 1 day')::date",
        locality: 'Parcelles Assainies',
      });
      ids.E = await insertWorker({
        fullName: 'Pisciniste E',
        profession: PROFESSION,
        price: 1500,
        available: false,
        availableFrom: "(date_trunc('month', current_date) + interval '1 month')::date",
        locality: 'Thiès',
      });
      ids.F = await insertWorker({
        fullName: 'Pisciniste F',
        profession: PROFESSION,
        price: 7000,
        locality: 'Médina',
        boosted: true,
      });
    });

    it('filters on the profession ignoring case, and on the maximum price', async () => {
      expect((await byProfession({ profession: 'PISCINISTE' })).total).toBe(6);
      expect((await byProfession({ profession: 'Piscinistes' })).total).toBe(0);
      expect(names(await byProfession({ maxPrice: 5000 })).sort()).toEqual([
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste E',
      ]);
    });

    it('filters on availability now, this week and this month', async () => {
      // Near the end of a month the week reaches into the next one: D's date (the month's last day)
      // and E's (the next month's first) may fall within this week, and C's (the week's last day)
      // after the month.
      const { rows } = await db.query<{
        month_ends: boolean;
        next_month_starts: boolean;
        week_ends_in_month: boolean;
      }>(
        `SELECT month_end <= week_end AS month_ends,
                month_end + 1 <= week_end AS next_month_starts,
                week_end <= month_end AS week_ends_in_month
           FROM (SELECT date_trunc('week', current_date)::date + 6 AS week_end,
                        (date_trunc('month', current_date) + interval '1 month - 1 day')::date AS month_end) d`,
      );
      const monthEndsThisWeek = rows[0]?.month_ends === true;
      const nextMonthStartsThisWeek = rows[0]?.next_month_starts === true;
      const weekEndsThisMonth = rows[0]?.week_ends_in_month === true;

      expect(names(await byProfession({ availability: 'NOW' })).sort()).toEqual([
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste F',
      ]);
      expect(names(await byProfession({ availability: 'THIS_WEEK' })).sort()).toEqual([
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste C',
        ...(monthEndsThisWeek ? ['Pisciniste D'] : []),
        ...(nextMonthStartsThisWeek ? ['Pisciniste E'] : []),
        'Pisciniste F',
      ]);
      expect(names(await byProfession({ availability: 'THIS_MONTH' })).sort()).toEqual([
        'Pisciniste A',
        'Pisciniste B',
        ...(weekEndsThisMonth ? ['Pisciniste C'] : []),
        'Pisciniste D',
        'Pisciniste F',
      ]);
    });

    it('filters on the distance from the chosen locality: 5, 10 and 25 km', async () => {
      const plateau = localityIds.get('Plateau');
      const within = async (distanceKm: number) =>
        names(await byProfession({ localityId: plateau, distanceKm })).sort();

      expect(await within(5)).toEqual(['Pisciniste A', 'Pisciniste B', 'Pisciniste F']);
      expect(await within(10)).toEqual(['Pisciniste A', 'Pisciniste B', 'Pisciniste C', 'Pisciniste F']);
      expect(await within(25)).toEqual([
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste C',
        'Pisciniste D',
        'Pisciniste F',
      ]);
    });

    it('measures from a locality added after the search read the list, and refuses one that is not in it', async () => {
      expect(
        names(await byProfession({ localityId: localityIds.get('Plateau'), distanceKm: 5 })),
      ).toHaveLength(3);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO profiles.localities (id, name, city, latitude, longitude)
         SELECT gen_random_uuid(), 'Plateau Est', city, latitude, longitude FROM profiles.localities
         WHERE name = 'Plateau' RETURNING id`,
      );
      const added = await byProfession({ localityId: rows[0]?.id, distanceKm: 5 });
      expect(names(added).sort()).toEqual(['Pisciniste A', 'Pisciniste B', 'Pisciniste F']);

      const unknown = await graphql(backend.gatewayUrl, SEARCH, {
        headers: employer,
        variables: { i: { q: 'pisciniste', localityId: randomUUID(), distanceKm: 5 } },
      });
      expect(unknown.errors?.[0]?.message).toBe('Veuillez choisir une localité de la liste.');
    });

    it('sorts by price both ways, boosted first and prices left blank last', async () => {
      expect(names(await byProfession({ sort: 'PRICE_ASC' }))).toEqual([
        'Pisciniste F',
        'Pisciniste E',
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste C',
        'Pisciniste D',
      ]);
      expect(names(await byProfession({ sort: 'PRICE_DESC' }))).toEqual([
        'Pisciniste F',
        'Pisciniste C',
        'Pisciniste B',
        'Pisciniste A',
        'Pisciniste E',
        'Pisciniste D',
      ]);
    });

    it("sorts by proximity to the chosen locality, or else to the viewer's own, with distances", async () => {
      const chosen = await byProfession({ sort: 'PROXIMITY', localityId: localityIds.get('Plateau') });
      const own = await byProfession({ sort: 'PROXIMITY' });

      const expected = [
        'Pisciniste F',
        'Pisciniste A',
        'Pisciniste B',
        'Pisciniste C',
        'Pisciniste D',
        'Pisciniste E',
      ];
      expect(names(chosen)).toEqual(expected);
      expect(names(own)).toEqual(expected);
      const distance = new Map(chosen.items.map((w) => [w.fullName, w.distanceKm ?? -1]));
      expect(distance.get('Pisciniste A')).toBe(0);
      expect(distance.get('Pisciniste B')).toBeGreaterThan(1);
      expect(distance.get('Pisciniste B')).toBeLessThan(3);
      expect(distance.get('Pisciniste E')).toBeGreaterThan(45);
      expect(distance.get('Pisciniste E')).toBeLessThan(65);
    });

    it('puts boosted profiles first among workers as relevant and as available, and pages the rest', async () => {
      const first = await byProfession({ pageSize: 4, page: 1 });
      const second = await byProfession({ pageSize: 4, page: 2 });
      const beyond = await byProfession({ pageSize: 4, page: 5 });

      expect(first.items[0]?.fullName).toBe('Pisciniste F');
      expect(first.items[0]?.boosted).toBe(true);
      expect(first.items.slice(1).every((w) => !w.boosted)).toBe(true);
      expect([first.total, second.total, beyond.total]).toEqual([6, 6, 6]);
      expect(first.items).toHaveLength(4);
      expect(second.items).toHaveLength(2);
      expect(beyond.items).toEqual([]);
      expect(new Set([...names(first), ...names(second)]).size).toBe(6);
    });

    it('needs a reference point for distances: none chosen and none on the profile is refused', async () => {
      for (const input of [{ sort: 'PROXIMITY' }, { distanceKm: 10 }]) {
        const directory = await graphql(backend.gatewayUrl, DIRECTORY, {
          headers: worker,
          variables: { i: input },
        });
        expect(directory.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
        expect(directory.errors?.[0]?.message).toMatch(/localité de référence/);
      }
      const badDistance = await graphql(backend.gatewayUrl, DIRECTORY, {
        headers: employer,
        variables: { i: { distanceKm: 7 } },
      });
      expect(badDistance.errors?.[0]?.message).toBe('La distance doit être de 5, 10 ou 25 km.');
    });

    it('lists the directory for any signed-in user without a term, newest first after boosts', async () => {
      const result = await graphql<{ workers: SearchResult }>(backend.gatewayUrl, DIRECTORY, {
        headers: worker,
        variables: { i: { profession: PROFESSION } },
      });

      expect(result.errors).toBeUndefined();
      expect(result.data?.workers.items.map((w) => w.fullName)).toEqual([
        'Pisciniste F',
        'Pisciniste E',
        'Pisciniste D',
        'Pisciniste C',
        'Pisciniste B',
        'Pisciniste A',
      ]);
      expect(result.data?.workers.pageSize).toBe(12);
      const page = async (n: number) =>
        (
          await graphql<{ workers: SearchResult }>(backend.gatewayUrl, DIRECTORY, {
            headers: worker,
            variables: { i: { profession: PROFESSION, pageSize: 4, page: n } },
          })
        ).data?.workers;
      const [second, beyond] = [await page(2), await page(5)];
      expect(second?.items.map((w) => w.fullName)).toEqual(['Pisciniste B', 'Pisciniste A']);
      expect([second?.total, beyond?.total, beyond?.items]).toEqual([6, 6, []]);
    });
  });

  describe('relevance order', () => {
    it('lifts a boosted profile among equals without burying a better match or an available worker', async () => {
      const profession = await insertWorker({ fullName: 'Ablaye Sané', profession: 'Vitrier' });
      const boostedByDescription = await insertWorker({
        fullName: 'Yacine Coly',
        profession: 'Bricoleur',
        description: 'Vitrier à ses heures : pose de vitres et de miroirs.',
        boosted: true,
      });
      const boostedUnavailable = await insertWorker({
        fullName: 'Mactar Badji',
        profession: 'Vitrier',
        available: false,
        boosted: true,
      });
      const boostedAvailable = await insertWorker({
        fullName: 'Penda Manga',
        profession: 'Vitrier',
        boosted: true,
      });

      const result = await search({ q: 'vitrier', pageSize: 48 });

      expect(result.items.map((w) => w.id)).toEqual([
        boostedAvailable,
        profession,
        boostedUnavailable,
        boostedByDescription,
      ]);
    });
  });

  describe('access to /search', () => {
    it('refuses a worker and lets an admin search', async () => {
      const refused = await graphql(backend.gatewayUrl, SEARCH, {
        headers: worker,
        variables: { i: { q: 'plombier' } },
      });
      const allowed = await search({ q: 'plombier' }, admin);

      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
      expect(allowed.total).toBeGreaterThan(0);
    });

    it('refuses a blank or missing term with the French message', async () => {
      for (const input of [{ q: '   ' }, {}]) {
        const result = await graphql(backend.gatewayUrl, SEARCH, {
          headers: employer,
          variables: { i: input },
        });
        expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
        expect(result.errors?.[0]?.message).toBe('Veuillez entrer un terme de recherche.');
      }
    });
  });
});
