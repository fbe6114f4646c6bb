import { LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type Backend,
  type SignedInPerson,
  graphql,
  signedInPerson,
  startBackend,
  until,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Promotion-2026';
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATE_JOB = 'mutation($i: JobInput!) { createJob(input: $i) { id } }';
const JOBS = 'query($i: JobSearchInput) { jobs(input: $i) { items { id sponsored boosted } } }';
const JOB = 'query($id: ID!) { job(id: $id) { id sponsored } }';
const GRANT = `mutation($j: ID!, $d: Int!, $k: String!) {
  grantJobBoost(jobId: $j, days: $d, idempotencyKey: $k) { boostedUntil } }`;
const END = 'mutation($j: ID!) { endJobBoost(jobId: $j) }';
const GRANT_PROFILE = `mutation($p: ID!, $d: Int!, $k: String!) {
  grantProfileBoost(profileId: $p, days: $d, idempotencyKey: $k) { boostedUntil } }`;
const END_PROFILE = 'mutation($p: ID!) { endProfileBoost(profileId: $p) }';
const WORKERS = 'query($i: WorkerSearchInput) { workers(input: $i) { items { id boosted } } }';
const BOOSTS = `{ adminBoosts { total items { id kind itemId itemLabel paidByName grantedByAdmin credits
  startedAt endsAt endedEarlyAt active } } }`;
const CAMPAIGN_FIELDS = 'id name channel budgetFcfa startsOn endsOn jobId jobTitle status';
const CAMPAIGNS = `{ promotionCampaigns { ${CAMPAIGN_FIELDS} } }`;
const CREATE_CAMPAIGN = `mutation($i: PromotionCampaignInput!) {
  createPromotionCampaign(input: $i) { ${CAMPAIGN_FIELDS} } }`;
const UPDATE_CAMPAIGN = `mutation($id: ID!, $i: PromotionCampaignInput!) {
  updatePromotionCampaign(id: $id, input: $i) { ${CAMPAIGN_FIELDS} } }`;
const DELETE_CAMPAIGN = 'mutation($id: ID!) { deletePromotionCampaign(id: $id) }';
const STATS =
  'query($f: String!, $t: String!) { promotionStats(from: $f, to: $t) { day jobId impressions clicks } }';

interface Campaign {
  id: string;
  name: string;
  status: string;
  startsOn: string;
  endsOn: string;
  jobTitle: string;
}

interface BoardItem {
  id: string;
  sponsored: boolean;
  boosted: boolean;
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

describe('admin promotion: boosts, campaigns and their figures', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;
  let admin: SignedInPerson;
  let employer: SignedInPerson;
  let worker: SignedInPerson;

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'promotion',
      services: ['identity', 'profiles', 'jobs', 'ledger'],
      env: { PROMOTION_FLUSH_EVERY_MS: '300' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
    const someone = (type: 'admin' | 'employer' | 'worker', fullName: string) =>
      signedInPerson(backend, db, infra.natsUrl, {
        type,
        fullName,
        profession: type === 'worker' ? 'Maçon' : null,
        password: PASSWORD,
      });
    // One after the other: they share one database connection.
    admin = await someone('admin', 'Admin Liggeey');
    employer = await someone('employer', 'Kaolack Bâtiment');
    worker = await someone('worker', 'Fatou Ndiaye');
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  function call<T>(who: SignedInPerson | null, query: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(backend.gatewayUrl, query, { headers: who?.headers ?? {}, variables });
  }

  async function createJob(title: string, location = 'Kaolack'): Promise<string> {
    const result = await call<{ createJob: { id: string } }>(employer, CREATE_JOB, {
      i: { title, category: 'BTP', contractType: 'CDD', location, description: 'Chantier à Kaolack.' },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.createJob.id as string;
  }

  async function board(location: string): Promise<BoardItem[]> {
    const result = await call<{ jobs: { items: BoardItem[] } }>(worker, JOBS, { i: { location } });
    expect(result.errors).toBeUndefined();
    return result.data?.jobs.items ?? [];
  }

  async function ledgerState(userId: string) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger.journal_transactions',
    );
    const { balance } = await rpc.request(LedgerCreditsRpc.balance, { userId }, { actor: null });
    return { journal: rows[0]?.n, balance };
  }

  function campaignInput(jobId: string, startsOn: string, endsOn: string) {
    return { name: 'Radio Kaolack FM', channel: 'radio', budgetFcfa: 75_000, startsOn, endsOn, jobId };
  }

  it('offers a boost for free, once per key, ranked first and tagged, and ends it early', async () => {
    const town = `Kaolack-${randomUUID().slice(0, 6)}`;
    const boosted = await createJob('Maçon boisseur', town);
    const newer = await createJob('Aide maçon', town);
    const before = await ledgerState(employer.id);
    const key = randomUUID();

    const [first, second] = await Promise.all([
      call<{ grantJobBoost: { boostedUntil: string } }>(admin, GRANT, { j: boosted, d: 3, k: key }),
      call<{ grantJobBoost: { boostedUntil: string } }>(admin, GRANT, { j: boosted, d: 3, k: key }),
    ]);

    expect(first.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    const until3 = new Date(first.data?.grantJobBoost.boostedUntil as string).getTime();
    expect(Math.abs(until3 - (Date.now() + 3 * DAY_MS))).toBeLessThan(60_000);
    expect(await ledgerState(employer.id)).toEqual(before);
    const { rows } = await db.query('SELECT credits, granted_by FROM jobs.job_boosts WHERE job_id = $1', [
      boosted,
    ]);
    expect(rows).toEqual([{ credits: 0, granted_by: admin.id }]);

    expect(await board(town)).toEqual([
      { id: boosted, sponsored: true, boosted: true },
      { id: newer, sponsored: false, boosted: false },
    ]);
    const list = await call<{ adminBoosts: { items: Record<string, unknown>[] } }>(admin, BOOSTS);
    expect(list.errors).toBeUndefined();
    expect(list.data?.adminBoosts.items[0]).toMatchObject({
      kind: 'job',
      itemId: boosted,
      itemLabel: 'Maçon boisseur',
      paidByName: null,
      grantedByAdmin: true,
      credits: 0,
      endedEarlyAt: null,
      active: true,
    });

    const ended = await call<{ endJobBoost: number }>(admin, END, { j: boosted });
    expect(ended.data?.endJobBoost).toBe(1);
    expect(await board(town)).toEqual([
      { id: newer, sponsored: false, boosted: false },
      { id: boosted, sponsored: false, boosted: false },
    ]);
    const after = await call<{ adminBoosts: { items: Record<string, unknown>[] } }>(admin, BOOSTS);
    expect(after.data?.adminBoosts.items[0]).toMatchObject({ itemId: boosted, active: false });
    expect(after.data?.adminBoosts.items[0]?.endedEarlyAt).toEqual(expect.any(String));
  });

  it("offers a boost to a worker's profile for free, once per key, and ends it early", async () => {
    const before = await ledgerState(worker.id);
    const key = randomUUID();

    const first = await call<{ grantProfileBoost: { boostedUntil: string } }>(admin, GRANT_PROFILE, {
      p: worker.id,
      d: 7,
      k: key,
    });
    const again = await call(admin, GRANT_PROFILE, { p: worker.id, d: 7, k: key });

    expect(first.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    expect(await ledgerState(worker.id)).toEqual(before);
    const listed = async () => {
      const result = await call<{ workers: { items: { id: string; boosted: boolean }[] } }>(
        employer,
        WORKERS,
      );
      return result.data?.workers.items.find((item) => item.id === worker.id);
    };
    expect(await listed()).toEqual({ id: worker.id, boosted: true });
    const list = await call<{ adminBoosts: { items: Record<string, unknown>[] } }>(admin, BOOSTS);
    expect(list.data?.adminBoosts.items.filter((boost) => boost.kind === 'profile')).toMatchObject([
      { itemId: worker.id, itemLabel: 'Fatou Ndiaye', grantedByAdmin: true, credits: 0, active: true },
    ]);
    const refused = await call(admin, GRANT_PROFILE, { p: employer.id, d: 7, k: randomUUID() });
    expect(refused.errors?.[0]?.message).toBe('Seuls les profils de professionnels peuvent être boostés.');

    const ended = await call<{ endProfileBoost: number }>(admin, END_PROFILE, { p: worker.id });
    expect(ended.data?.endProfileBoost).toBe(1);
    expect(await listed()).toEqual({ id: worker.id, boosted: false });
  });

  it('refuses a boost of 0 days or an inactive offer in French and changes nothing', async () => {
    const jobId = await createJob('Ferrailleur');
    const zero = await call(admin, GRANT, { j: jobId, d: 0, k: randomUUID() });
    expect(zero.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(zero.errors?.[0]?.message).toContain("La durée d'un boost est d'au moins 1 jour.");
    await db.query('UPDATE jobs.job_offers SET is_active = false WHERE id = $1', [jobId]);
    const inactive = await call(admin, GRANT, { j: jobId, d: 7, k: randomUUID() });
    expect(inactive.errors?.[0]?.message).toBe('Seule une offre active peut être boostée.');
    const { rows } = await db.query('SELECT 1 FROM jobs.job_boosts WHERE job_id = $1', [jobId]);
    expect(rows).toEqual([]);
  });

  it("computes a campaign's status from its dates and sponsors the offer while it runs", async () => {
    const town = `Fatick-${randomUUID().slice(0, 6)}`;
    const promoted = await createJob('Carreleur', town);
    const newer = await createJob('Peintre en bâtiment', town);

    const running = await call<{ createPromotionCampaign: Campaign }>(admin, CREATE_CAMPAIGN, {
      i: campaignInput(promoted, day(-1), day(1)),
    });
    expect(running.errors).toBeUndefined();
    expect(running.data?.createPromotionCampaign).toMatchObject({
      name: 'Radio Kaolack FM',
      status: 'active',
      startsOn: day(-1),
      endsOn: day(1),
      jobTitle: 'Carreleur',
    });
    expect(await board(town)).toEqual([
      { id: promoted, sponsored: true, boosted: true },
      { id: newer, sponsored: false, boosted: false },
    ]);
    const opened = await call<{ job: { sponsored: boolean } }>(worker, JOB, { id: promoted });
    expect(opened.data?.job.sponsored).toBe(true);

    const id = running.data?.createPromotionCampaign.id as string;
    const past = await call<{ updatePromotionCampaign: Campaign }>(admin, UPDATE_CAMPAIGN, {
      id,
      i: campaignInput(promoted, day(-10), day(-1)),
    });
    expect(past.data?.updatePromotionCampaign.status).toBe('ended');
    expect((await board(town)).map((item) => item.sponsored)).toEqual([false, false]);

    const future = await call<{ createPromotionCampaign: Campaign }>(admin, CREATE_CAMPAIGN, {
      i: campaignInput(promoted, day(2), day(5)),
    });
    expect(future.data?.createPromotionCampaign.status).toBe('scheduled');
    const all = await call<{ promotionCampaigns: Campaign[] }>(admin, CAMPAIGNS);
    expect(all.data?.promotionCampaigns.map((c) => c.status).sort()).toEqual(['ended', 'scheduled']);

    const deleted = await call<{ deletePromotionCampaign: boolean }>(admin, DELETE_CAMPAIGN, { id });
    expect(deleted.data?.deletePromotionCampaign).toBe(true);
    const again = await call(admin, DELETE_CAMPAIGN, { id });
    expect(again.errors?.[0]?.message).toBe('Campagne introuvable.');
  });

  it('refuses a campaign ending before it starts, or for an unknown offer, in French', async () => {
    const jobId = await createJob('Plombier');
    const backwards = await call(admin, CREATE_CAMPAIGN, { i: campaignInput(jobId, day(3), day(1)) });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(backwards.errors?.[0]?.message).toContain('La date de fin doit être le jour de début ou après.');
    const unknown = await call(admin, CREATE_CAMPAIGN, { i: campaignInput(randomUUID(), day(0), day(1)) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { rows } = await db.query('SELECT 1 FROM jobs.job_campaigns WHERE job_id = $1', [jobId]);
    expect(rows).toEqual([]);
  });

  it('counts an impression per list shown and a click per opening, flushed once into the day', async () => {
    const town = `Thiès-${randomUUID().slice(0, 6)}`;
    const sponsored = await createJob('Électricien', town);
    const plain = await createJob('Soudeur', town);
    const granted = await call(admin, GRANT, { j: sponsored, d: 7, k: randomUUID() });
    expect(granted.errors).toBeUndefined();

    await board(town);
    await board(town);
    await call(worker, JOB, { id: sponsored });
    await call(worker, JOB, { id: plain });

    const today = day(0);
    const stats = await until(
      () => call<{ promotionStats: Record<string, unknown>[] }>(admin, STATS, { f: today, t: today }),
      (result) => {
        const row = result.data?.promotionStats.find((stat) => stat.jobId === sponsored);
        return row?.impressions === 2 && row.clicks === 1;
      },
    );
    expect(stats.data?.promotionStats.find((stat) => stat.jobId === plain)).toBeUndefined();
    // Further flushes add nothing: every counter was taken once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const later = await call<{ promotionStats: Record<string, unknown>[] }>(admin, STATS, {
      f: today,
      t: today,
    });
    expect(later.data?.promotionStats.find((stat) => stat.jobId === sponsored)).toEqual({
      day: today,
      jobId: sponsored,
      impressions: 2,
      clicks: 1,
    });
  });

  it('refuses every admin operation to a visitor (UNAUTHENTICATED) and a worker (FORBIDDEN)', async () => {
    const jobId = await createJob('Vitrier');
    const operations: [string, Record<string, unknown>][] = [
      [BOOSTS, {}],
      [GRANT, { j: jobId, d: 7, k: randomUUID() }],
      [END, { j: jobId }],
      [GRANT_PROFILE, { p: worker.id, d: 7, k: randomUUID() }],
      [END_PROFILE, { p: worker.id }],
      [CAMPAIGNS, {}],
      [CREATE_CAMPAIGN, { i: campaignInput(jobId, day(0), day(1)) }],
      [UPDATE_CAMPAIGN, { id: randomUUID(), i: campaignInput(jobId, day(0), day(1)) }],
      [DELETE_CAMPAIGN, { id: randomUUID() }],
      [STATS, { f: day(0), t: day(0) }],
    ];
    for (const [query, variables] of operations) {
      const visitor = await call(null, query, variables);
      expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      const member = await call(worker, query, variables);
      expect(member.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const { rows } = await db.query(
      'SELECT (SELECT count(*) FROM jobs.job_boosts WHERE job_id = $1)::int AS boosts, (SELECT count(*) FROM jobs.job_campaigns WHERE job_id = $1)::int AS campaigns',
      [jobId],
    );
    expect(rows[0]).toEqual({ boosts: 0, campaigns: 0 });
  });
});
