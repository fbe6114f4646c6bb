import {
  type Backend,
  graphql,
  metricSample,
  probeUrl,
  seedService,
  signedInPerson,
  startBackend,
} from '@liggeey/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Tambacounda-Ordre-2026';
const SEARCH = `query($i: WorkerSearchInput!) { searchWorkers(input: $i) {
  total totalCapped page items { id fullName }
} }`;
const DIRECTORY = `query { workers { total totalCapped items { id } } }`;

interface SearchResult {
  total: number;
  totalCapped: boolean;
  page: number;
  items: { id: string; fullName: string }[];
}

/**
 * The search's stored order (availability rank and quality kept on the row, migration
 * 20261128210000) and its counting cap, on a profiles service that reads every relevance page in
 * that order (SEARCH_STORED_ORDER_FROM = 0).
 */
describe('worker search: stored order and counted matches', () => {
  let backend: Backend;
  let db: pg.Client;
  let employer: Record<string, string>;

  async function search(input: Record<string, unknown>): Promise<SearchResult> {
    const result = await graphql<{ searchWorkers: SearchResult }>(backend.gatewayUrl, SEARCH, {
      headers: employer,
      variables: { i: input },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.searchWorkers ?? { total: -1, totalCapped: false, page: 0, items: [] };
  }

  async function insertWorker(fullName: string, profession: string, columns: Record<string, unknown>) {
    const id = randomUUID();
    const names = Object.keys(columns);
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, updated_at, confirmed_at
         ${names.map((name) => `, ${name}`).join('')})
       VALUES ($1, $2, 'worker', $3, $4, now(), now() ${names.map((_, i) => `, $${i + 5}`).join('')})`,
      [id, fullName, profession, `${id.slice(0, 8)}@ordre.sn`, ...Object.values(columns)],
    );
    return id;
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'profiles_search_order',
      services: ['identity', 'profiles'],
      env: { SEARCH_STORED_ORDER_FROM: '0', HEALTH_PORT: '0' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await seedService(backend, 'profiles');
    ({ headers: employer } = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type: 'employer',
      fullName: 'Recruteur Ordre',
      profession: null,
      password: PASSWORD,
    }));
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('counts matches up to 1,000 and says there are more, and still pages them', async () => {
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, price, updated_at, confirmed_at)
       SELECT gen_random_uuid(), 'Vitrier ' || i, 'worker', 'Vitrier', 'vitrier' || i || '@ordre.sn',
         CASE WHEN i <= 3 THEN 1500 ELSE 9000 END, now(), now()
       FROM generate_series(1, 1103) AS i`,
    );
    await db.query('ANALYZE profiles.profiles');
    const many = await search({ q: 'vitrier' });
    expect([many.total, many.totalCapped, many.items.length]).toEqual([1000, true, 12]);
    const second = await search({ q: 'vitrier', page: 2 });
    expect(second.items).toHaveLength(12);
    expect(second.items.map((item) => item.id)).not.toContain(many.items[0]?.id);

    const cheap = await search({ q: 'vitrier', maxPrice: 2000 });
    expect([cheap.total, cheap.totalCapped, cheap.items.length]).toEqual([3, false, 3]);
    // More than the cap expected: the price and the availability are checked on the text's matches.
    for (const filters of [{ maxPrice: 10_000 }, { availability: 'NOW', maxPrice: 9_000 }]) {
      const filtered = await search({ q: 'vitrier', ...filters });
      expect([filtered.total, filtered.totalCapped, filtered.items.length]).toEqual([1000, true, 12]);
    }

    const directory = await graphql<{ workers: SearchResult }>(backend.gatewayUrl, DIRECTORY, {
      headers: employer,
    });
    expect(directory.data?.workers).toMatchObject({ total: 1000, totalCapped: true });
  });

  it("puts the worker a running campaign sponsors first, read from the campaigns, not the text's matches", async () => {
    const rated = await insertWorker('Astou Ferronnier', 'Ferronnier', { review_count: 30, rating_sum: 150 });
    const sponsored = await insertWorker('Modou Ferronnier', 'Ferronnier', {});
    const unrelated = await insertWorker('Coumba Potier', 'Potier', {});
    const campaign = (itemId: string, startsIn: number, endsIn: number) =>
      db.query(
        `INSERT INTO profiles.profile_campaigns (campaign_id, item_id, starts_on, ends_on, active, version)
         VALUES (gen_random_uuid(), $1, current_date + $2::int, current_date + $3::int, true, 1)`,
        [itemId, startsIn, endsIn],
      );
    const order = async (input: Record<string, unknown>) =>
      (await search(input)).items.map((item) => item.id);
    expect(await order({ q: 'ferronnier' })).toEqual([rated, sponsored]);

    // A campaign over: nothing changes. A running one lifts its worker, on the text and the filters.
    await campaign(sponsored, -10, -1);
    expect(await order({ q: 'ferronnier' })).toEqual([rated, sponsored]);
    await campaign(sponsored, -1, 5);
    await campaign(unrelated, -1, 5);
    expect(await order({ q: 'ferronnier' })).toEqual([sponsored, rated]);
    expect(await order({ q: 'ferronnier', sort: 'PRICE_ASC' })).toEqual([sponsored, rated]);
    // A sponsored worker the text does not match stays out.
    expect(await order({ q: 'ferronnier' })).not.toContain(unrelated);
  });

  it('puts the workers whose full name is the text first, before better-placed namesakes, and pages them past the cap', async () => {
    const exact = await insertWorker('Ndèye Thiaw', 'Tisserande', { available: false });
    const longer = await insertWorker('Ndeye Thiaw Gaye', 'Tisserande', {
      verified: true,
      review_count: 20,
      rating_sum: 100,
    });
    const reversed = await insertWorker('Thiaw Ndeye', 'Tisserande', { review_count: 20, rating_sum: 100 });
    const order = async (q: string) => (await search({ q })).items.map((item) => item.id);
    // Unavailable, she still comes first: the text is her name, spelt any way.
    expect(await order('ndeye thiaw')).toEqual([exact, longer, reversed]);
    expect(await order('NDEYE-THIAW')).toEqual([exact, longer, reversed]);
    expect(await order('Thiaw Ndèye')).toEqual([reversed, longer, exact]);

    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, updated_at, confirmed_at)
       SELECT gen_random_uuid(), 'Bintou Kandji', 'worker', 'Potière', 'kandji' || i || '@ordre.sn', now(), now()
       FROM generate_series(1, 1001) AS i`,
    );
    await db.query('VACUUM ANALYZE profiles.profiles');
    const rated = await insertWorker('Bintou Kandji Sow', 'Potière', {
      verified: true,
      review_count: 40,
      rating_sum: 200,
    });
    const namesakes = await search({ q: 'Bintou Kandji' });
    expect([namesakes.total, namesakes.totalCapped, namesakes.items.length]).toEqual([1000, true, 12]);
    expect(new Set(namesakes.items.map((item) => item.fullName))).toEqual(new Set(['Bintou Kandji']));
    expect(namesakes.items.map((item) => item.id)).not.toContain(rated);
  });

  it('reads a tier through the index straight away once its read in the stored order came back short', async () => {
    const tanneurs = [
      await insertWorker('Bineta Tanneur', 'Tanneur', { available: false }),
      await insertWorker('Pape Tanneur', 'Tanneur', { review_count: 10, rating_sum: 50 }),
    ];
    const profiles = backend.services.get('profiles');
    if (!profiles) throw new Error('no profiles service');
    const tierReads = async () => {
      const text = await (await fetch(`${probeUrl(profiles)}/metrics`)).text();
      const count = (result: string) =>
        metricSample(text, 'liggeey_reused_answers_total', { cache: 'search-sparse-tiers', result }) ?? 0;
      return { inOrderFirst: count('miss'), indexAtOnce: count('hit') };
    };
    const before = await tierReads();
    const first = await search({ q: 'tanneur' });
    const between = await tierReads();
    const second = await search({ q: 'tanneur' });
    const after = await tierReads();

    // Two matches cannot fill a page of twelve: the stored order was read for nothing the first time.
    expect(first.items.map((item) => item.id)).toEqual([tanneurs[1], tanneurs[0]]);
    expect(second.items).toEqual(first.items);
    expect([between.inOrderFirst - before.inOrderFirst, between.indexAtOnce - before.indexAtOnce]).toEqual([
      1, 0,
    ]);
    expect([after.inOrderFirst - between.inOrderFirst, after.indexAtOnce - between.indexAtOnce]).toEqual([
      0, 1,
    ]);
  });

  it('moves up a worker whose announced date has come with the daily job, which is scheduled at midnight in Dakar', async () => {
    const rated = await insertWorker('Awa Tapissier', 'Tapissier', {
      available_from: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      review_count: 20,
      rating_sum: 100,
    });
    const plain = await insertWorker('Ibou Tapissier', 'Tapissier', {});
    const order = async () => (await search({ q: 'tapissier' })).items.map((item) => item.id);
    // Free from tomorrow: after the worker available today, whatever their ratings.
    expect(await order()).toEqual([plain, rated]);

    // The date comes (written without the trigger, as if a day had passed): nothing moves until
    // the job runs.
    await db.query(`SET session_replication_role = replica`);
    await db.query(`UPDATE profiles.profiles SET available_from = current_date - 1 WHERE id = $1`, [rated]);
    await db.query(`RESET session_replication_role`);
    expect(await order()).toEqual([plain, rated]);

    const { rows } = await db.query<{ moved: number }>(
      `SELECT profiles.refresh_availability_ranks() AS moved`,
    );
    expect(rows[0]?.moved).toBe(1);
    // Both available now: the better rated first.
    expect(await order()).toEqual([rated, plain]);

    // Switching availability off moves a worker down at once (the trigger).
    await db.query(`UPDATE profiles.profiles SET available = false, available_from = NULL WHERE id = $1`, [
      rated,
    ]);
    expect(await order()).toEqual([plain, rated]);

    const queue = new Queue('profiles-search', {
      connection: { url: inject('infra').redisUrl },
      prefix: `${backend.natsNamespace}:queues`,
    });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toContainEqual(
        expect.objectContaining({
          key: 'refresh-availability-ranks',
          pattern: '0 0 * * *',
          tz: 'Africa/Dakar',
        }),
      );
    } finally {
      await queue.close();
    }
  });
});
