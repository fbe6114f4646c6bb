import { IdentityEvents, SIGNUP_PROFESSIONS } from '@liggeey/contracts';
import { type Backend, graphql, publishEvent, seedService, startBackend, until } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const CATEGORIES = `{ tradeCategories { name trades {
  name category description skills salaryMin salaryMax workerCount
} } }`;

interface Trade {
  name: string;
  category: string;
  description: string;
  skills: string[];
  salaryMin: number;
  salaryMax: number;
  workerCount: number;
}

describe('trades catalogue', () => {
  let backend: Backend;
  let db: pg.Client;
  const catalogue = async () => {
    const result = await graphql<{ tradeCategories: { name: string; trades: Trade[] }[] }>(
      backend.gatewayUrl,
      CATEGORIES,
    );
    expect(result.errors).toBeUndefined();
    return result.data?.tradeCategories ?? [];
  };
  const workerCounts = async () =>
    new Map((await catalogue()).flatMap((c) => c.trades).map((t) => [t.name, t.workerCount]));
  const registerWorker = async (profession: string) => {
    const userId = randomUUID();
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId,
      email: `${randomUUID().slice(0, 8)}@exemple.sn`,
      fullName: 'Travailleur de test',
      type: 'worker',
      profession,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=t',
    });
    return userId;
  };
  const confirmWorker = (userId: string) =>
    publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userConfirmed, {
      userId,
      type: 'worker',
    });
  const confirmedCount = async (ids: string[]) =>
    Number(
      (
        await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM profiles.profiles WHERE id = ANY($1::uuid[]) AND confirmed_at IS NOT NULL',
          [ids],
        )
      ).rows[0]?.n,
    );
  const profileCount = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM profiles.profiles')).rows[0]?.n);

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'trades', services: ['profiles'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    // The catalogue is reference data loaded by the profiles seed, as `npm run db:seed` does.
    await seedService(backend, 'profiles');
    await seedService(backend, 'profiles');
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('lists the six categories of the trades page in order, with every sign-up profession once', async () => {
    const categories = await catalogue();

    expect(categories.map((c) => c.name)).toEqual([
      'Artisanat',
      'Digital & Tech',
      'Services à la personne',
      'Transport & Logistique',
      'BTP & Immobilier',
      'Santé & Bien-être',
    ]);
    const trades = categories.flatMap((c) => c.trades);
    expect(trades.length).toBeGreaterThanOrEqual(24);
    expect(trades.map((t) => t.name).sort()).toEqual([...SIGNUP_PROFESSIONS].sort());
    for (const category of categories) {
      expect(category.trades.length, category.name).toBeGreaterThan(0);
      for (const trade of category.trades) {
        expect(trade.category).toBe(category.name);
        expect(trade.description.length, trade.name).toBeGreaterThan(40);
        expect(trade.skills.length, trade.name).toBeGreaterThanOrEqual(3);
        expect(trade.skills.length, trade.name).toBeLessThanOrEqual(5);
        expect(trade.salaryMax, trade.name).toBeGreaterThan(trade.salaryMin);
      }
    }
    expect(trades.find((t) => t.name === 'Ménagère')).toMatchObject({
      category: 'Services à la personne',
      salaryMin: 80_000,
      salaryMax: 200_000,
    });
    expect(trades.find((t) => t.name === 'Développeur Web')).toMatchObject({
      category: 'Digital & Tech',
      salaryMin: 400_000,
      salaryMax: 1_500_000,
    });
    const stored = await db.query<{ n: string }>('SELECT count(*) AS n FROM profiles.trades');
    expect(Number(stored.rows[0]?.n)).toBe(trades.length);
  });

  it('counts the confirmed worker profiles of each trade, ignoring case, and no employer', async () => {
    const before = await workerCounts();
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM profiles.profiles
       WHERE type = 'worker' AND lower(profession) = 'plombier' AND confirmed_at IS NOT NULL`,
    );
    expect(before.get('Plombier')).toBe(Number(rows[0]?.n));

    const profiles = await profileCount();
    const workers: string[] = [];
    for (const profession of ['Plombier', 'plombier', 'PLOMBIER', 'ÉLECTRICIEN', 'Plombiers', 'Astronaute']) {
      workers.push(await registerWorker(profession));
    }
    await db.query(
      "INSERT INTO profiles.profiles (id, full_name, type, profession, email, updated_at, confirmed_at) VALUES ($1, 'BTP Thiès', 'employer', 'Plombier', 'rh@btp-thies.sn', now(), now())",
      [randomUUID()],
    );
    expect(await until(profileCount, (n) => n === profiles + 7)).toBe(profiles + 7);
    // Registered but not yet confirmed: not counted.
    expect(await workerCounts()).toEqual(before);

    for (const id of workers) await confirmWorker(id);
    await until(
      () => confirmedCount(workers),
      (n) => n === workers.length,
    );
    const after = await workerCounts();
    expect(after.get('Plombier')).toBe((before.get('Plombier') ?? 0) + 3);
    expect(after.get('Électricien')).toBe((before.get('Électricien') ?? 0) + 1);
    for (const [name, count] of after) {
      if (name !== 'Plombier' && name !== 'Électricien') expect(count, name).toBe(before.get(name));
    }
  });
});
