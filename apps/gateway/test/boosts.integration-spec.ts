import { IdentityEvents, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type Backend,
  confirmProfile,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Boost-2026';
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATE_JOB = 'mutation($i: JobInput!) { createJob(input: $i) { id } }';
const BOOST_JOB = `mutation($j: ID!, $k: String!) {
  boostJob(jobId: $j, idempotencyKey: $k) { boostedUntil balance } }`;
const BOOST_PROFILE = 'mutation($k: String!) { boostMyProfile(idempotencyKey: $k) { boostedUntil balance } }';
const MY_CREDITS = '{ myCredits { balance } }';
const MY_TRANSACTIONS = '{ myTransactions(pageSize: 50) { description type amount } }';
const JOBS = 'query($i: JobSearchInput) { jobs(input: $i) { items { id boosted } } }';
const WORKERS = 'query($i: WorkerSearchInput) { workers(input: $i) { items { id boosted } } }';

interface Person {
  id: string;
  headers: Record<string, string>;
}

interface BoostResult {
  boostedUntil: string;
  balance: number;
}

interface Transaction {
  description: string;
  type: string;
  amount: number;
}

describe('boosts paid with credits', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'boosts',
      services: ['identity', 'profiles', 'jobs', 'ledger'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  /** An active account, announced as registered (profile, employer name), signed in. */
  async function person(type: 'worker' | 'employer', fullName: string): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(infra.natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName,
      type,
      profession: type === 'worker' ? 'Menuisier' : null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=t',
    });
    const table = type === 'employer' ? 'jobs.employers' : 'profiles.profiles';
    await until(
      () => db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]),
      (result) => result.rowCount === 1,
    );
    if (type === 'worker') await confirmProfile(db, id);
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
  }

  /** As the payments service would: a service call has no actor. */
  function grant(userId: string, amount: number) {
    return rpc.request(LedgerCreditsRpc.grant, {
      userId,
      amount,
      idempotencyKey: `grant-${randomUUID()}`,
      kind: 'purchase',
      description: `Achat : Pack ${amount} crédits`,
    });
  }

  async function createJob(who: Person, title: string): Promise<string> {
    const result = await call<{ createJob: { id: string } }>(who, CREATE_JOB, {
      i: {
        title,
        category: 'Artisanat',
        contractType: 'CDD',
        location: 'Ziguinchor',
        description: 'Fabrication de meubles en bois de vène.',
      },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.createJob.id as string;
  }

  async function balance(who: Person): Promise<number> {
    const result = await call<{ myCredits: { balance: number } }>(who, MY_CREDITS);
    expect(result.errors).toBeUndefined();
    return result.data?.myCredits.balance as number;
  }

  async function transactions(who: Person): Promise<Transaction[]> {
    const result = await call<{ myTransactions: Transaction[] }>(who, MY_TRANSACTIONS);
    expect(result.errors).toBeUndefined();
    return result.data?.myTransactions ?? [];
  }

  function boostJob(who: Person, jobId: string, key: string) {
    return call<{ boostJob: BoostResult }>(who, BOOST_JOB, { j: jobId, k: key });
  }

  async function boostedUntil(jobId: string): Promise<Date | null> {
    const { rows } = await db.query<{ boosted_until: Date | null }>(
      'SELECT boosted_until FROM jobs.job_offers WHERE id = $1',
      [jobId],
    );
    return rows[0]?.boosted_until ?? null;
  }

  it('debits 100 credits, boosts the offer for 7 days and ranks it first on the job board', async () => {
    const employer = await person('employer', 'Casamance Meubles');
    const viewer = await person('worker', 'Ibrahima Diatta');
    await grant(employer.id, 250);
    const boostedJob = await createJob(employer, 'Menuisier ébéniste');
    const newerJob = await createJob(employer, 'Apprenti menuisier');
    const before = Date.now();

    const result = await boostJob(employer, boostedJob, randomUUID());

    expect(result.errors).toBeUndefined();
    expect(result.data?.boostJob.balance).toBe(150);
    const until = new Date(result.data?.boostJob.boostedUntil as string).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1_000);
    expect(await balance(employer)).toBe(150);
    expect((await transactions(employer))[0]).toEqual({
      description: 'Boost offre : Menuisier ébéniste',
      type: 'spend',
      amount: -100,
    });
    const board = await call<{ jobs: { items: { id: string; boosted: boolean }[] } }>(viewer, JOBS, {
      i: { location: 'Ziguinchor' },
    });
    expect(board.errors).toBeUndefined();
    const items = board.data?.jobs.items ?? [];
    expect(items[0]).toEqual({ id: boostedJob, boosted: true });
    expect(items.find((job) => job.id === newerJob)).toEqual({ id: newerJob, boosted: false });

    // A second boost starts where the first one ends.
    const second = await boostJob(employer, boostedJob, randomUUID());
    expect(second.errors).toBeUndefined();
    expect(new Date(second.data?.boostJob.boostedUntil as string).getTime() - until).toBe(7 * DAY_MS);
    expect(second.data?.boostJob.balance).toBe(50);
  });

  it('spends once and extends once for one key, even when the requests cross', async () => {
    const employer = await person('employer', 'Kolda Charpente');
    await grant(employer.id, 500);
    const jobId = await createJob(employer, 'Charpentier');
    const key = randomUUID();

    const [first, second] = await Promise.all([
      boostJob(employer, jobId, key),
      boostJob(employer, jobId, key),
    ]);
    const third = await boostJob(employer, jobId, key);

    for (const result of [first, second, third]) expect(result.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(first.data?.boostJob.balance).toBe(400);
    expect(await balance(employer)).toBe(400);
    expect((await transactions(employer)).filter((t) => t.type === 'spend')).toHaveLength(1);
    expect((await boostedUntil(jobId))?.toISOString()).toBe(first.data?.boostJob.boostedUntil);
    const { rows } = await db.query('SELECT 1 FROM jobs.job_boosts WHERE job_id = $1', [jobId]);
    expect(rows).toHaveLength(1);
  });

  it("answers 'Crédits insuffisants' below 100 credits and changes nothing", async () => {
    const employer = await person('employer', 'Sédhiou Menuiserie');
    await grant(employer.id, 99);
    const jobId = await createJob(employer, 'Menuisier aluminium');

    const result = await boostJob(employer, jobId, randomUUID());

    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('Crédits insuffisants');
    expect(await balance(employer)).toBe(99);
    expect(await boostedUntil(jobId)).toBeNull();
    expect((await transactions(employer)).filter((t) => t.type === 'spend')).toEqual([]);
  });

  it("refuses another employer's offer and an inactive offer before spending anything", async () => {
    const owner = await person('employer', 'Bignona Bois');
    const intruder = await person('employer', 'Oussouye Services');
    await grant(intruder.id, 300);
    const jobId = await createJob(owner, 'Scieur');
    const ownInactive = await createJob(intruder, 'Offre retirée');
    await db.query('UPDATE jobs.job_offers SET is_active = false WHERE id = $1', [ownInactive]);

    const foreign = await boostJob(intruder, jobId, randomUUID());
    const inactive = await boostJob(intruder, ownInactive, randomUUID());
    const unknown = await boostJob(intruder, randomUUID(), randomUUID());

    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(foreign.errors?.[0]?.message).toBe('Vous ne pouvez booster que vos propres offres.');
    expect(inactive.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(inactive.errors?.[0]?.message).toBe('Seule une offre active peut être boostée.');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await balance(intruder)).toBe(300);
    expect(await boostedUntil(jobId)).toBeNull();
    expect((await transactions(intruder)).filter((t) => t.type === 'spend')).toEqual([]);
  });

  it('refunds the spend when the offer stops being active between the check and the boost', async () => {
    const employer = await person('employer', 'Tambacounda Meubles');
    await grant(employer.id, 200);
    const jobId = await createJob(employer, 'Tapissier');
    // The race, made certain: the offer is withdrawn in the very transaction that spends for it.
    await db.query(`
      CREATE FUNCTION ledger.withdraw_boosted_offer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE jobs.job_offers SET is_active = false WHERE id = (NEW.metadata->>'jobId')::uuid;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER withdraw_boosted_offer AFTER INSERT ON ledger.journal_transactions
      FOR EACH ROW WHEN (NEW.kind = 'spend' AND NEW.metadata ? 'jobId')
      EXECUTE FUNCTION ledger.withdraw_boosted_offer()`);
    const key = randomUUID();
    try {
      const result = await boostJob(employer, jobId, key);

      expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(result.errors?.[0]?.message).toBe('Seule une offre active peut être boostée.');
      expect(await balance(employer)).toBe(200);
      const history = await transactions(employer);
      expect(history.slice(0, 2)).toEqual([
        { description: 'Remboursement : Boost offre : Tapissier', type: 'purchase', amount: 100 },
        { description: 'Boost offre : Tapissier', type: 'spend', amount: -100 },
      ]);
    } finally {
      await db.query('DROP TRIGGER withdraw_boosted_offer ON ledger.journal_transactions');
      await db.query('DROP FUNCTION ledger.withdraw_boosted_offer()');
    }
    expect(await boostedUntil(jobId)).toBeNull();

    // The offer is back, but the refunded spend's key buys no boost: a new click pays again.
    await db.query('UPDATE jobs.job_offers SET is_active = true WHERE id = $1', [jobId]);
    const retry = await boostJob(employer, jobId, key);
    expect(retry.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await boostedUntil(jobId)).toBeNull();
    expect(await balance(employer)).toBe(200);
  });

  it('debits 50 credits for a profile boost and ranks the worker first in the directory', async () => {
    const boosted = await person('worker', 'Khady Badji');
    const newer = await person('worker', 'Lamine Coly');
    const employer = await person('employer', 'Kafountine Pêche');
    await grant(boosted.id, 60);
    const key = randomUUID();

    const result = await call<{ boostMyProfile: BoostResult }>(boosted, BOOST_PROFILE, { k: key });
    const retried = await call<{ boostMyProfile: BoostResult }>(boosted, BOOST_PROFILE, { k: key });

    expect(result.errors).toBeUndefined();
    expect(result.data?.boostMyProfile.balance).toBe(10);
    expect(retried.data).toEqual(result.data);
    expect(await balance(boosted)).toBe(10);
    expect((await transactions(boosted))[0]).toEqual({
      description: 'Boost profil',
      type: 'spend',
      amount: -50,
    });
    const directory = await call<{ workers: { items: { id: string; boosted: boolean }[] } }>(
      employer,
      WORKERS,
      { i: { pageSize: 48 } },
    );
    expect(directory.errors).toBeUndefined();
    const items = directory.data?.workers.items ?? [];
    expect(items[0]).toEqual({ id: boosted.id, boosted: true });
    expect(items.find((item) => item.id === newer.id)).toEqual({ id: newer.id, boosted: false });

    const short = await call(boosted, BOOST_PROFILE, { k: randomUUID() });
    expect(short.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(short.errors?.[0]?.message).toBe('Crédits insuffisants');
    expect(await balance(boosted)).toBe(10);
  });

  it('keeps boosts to their roles', async () => {
    const worker = await person('worker', 'Seynabou Mané');
    const employer = await person('employer', 'Kédougou Mines');
    const jobId = await createJob(employer, 'Foreur');

    const workerBoostingJob = await boostJob(worker, jobId, randomUUID());
    const employerBoostingProfile = await call(employer, BOOST_PROFILE, { k: randomUUID() });

    expect(workerBoostingJob.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(employerBoostingProfile.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
