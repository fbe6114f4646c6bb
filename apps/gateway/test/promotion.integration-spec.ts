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
const CAMPAIGN_FIELDS = 'id name channel budgetFcfa startsOn endsOn itemType itemId itemLabel status';
const CAMPAIGNS = `{ promotionCampaigns { ${CAMPAIGN_FIELDS} } }`;
const CREATE_CAMPAIGN = `mutation($i: PromotionCampaignInput!) {
  createPromotionCampaign(input: $i) { ${CAMPAIGN_FIELDS} } }`;
const UPDATE_CAMPAIGN = `mutation($id: ID!, $i: PromotionCampaignInput!) {
  updatePromotionCampaign(id: $id, input: $i) { ${CAMPAIGN_FIELDS} } }`;
const DELETE_CAMPAIGN = 'mutation($id: ID!) { deletePromotionCampaign(id: $id) }';
const STATS = `query($f: String!, $t: String!) {
  promotionStats(from: $f, to: $t) { day itemType itemId itemLabel impressions clicks } }`;
const CREATE_PRODUCT = 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }';
const STORE = '{ storeProducts(limit: 50) { id sponsored } }';
const STORE_PRODUCT = 'query($id: ID!) { storeProduct(id: $id) { id } }';
const PROFILE = 'query($id: ID!) { profile(id: $id) { id boosted } }';
const AUDIT = `query($i: AdminAuditInput) {
  adminAuditLog(input: $i) { items { action targetType targetId summary } } }`;

interface Campaign {
  id: string;
  name: string;
  status: string;
  startsOn: string;
  endsOn: string;
  itemType: string;
  itemId: string;
  itemLabel: string | null;
}

interface DayStat {
  day: string;
  itemType: string;
  itemId: string;
  itemLabel: string | null;
  impressions: number;
  clicks: number;
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

  function campaignInput(itemId: string, startsOn: string, endsOn: string, itemType = 'job') {
    return {
      name: 'Radio Kaolack FM',
      channel: 'radio',
      budgetFcfa: 75_000,
      startsOn,
      endsOn,
      itemType,
      itemId,
    };
  }

  function todaysStats() {
    return call<{ promotionStats: DayStat[] }>(admin, STATS, { f: day(0), t: day(0) });
  }

  /** The audit log's entries of one action (identity keeps them from the services' events). */
  async function audited(action: string) {
    const result = await call<{ adminAuditLog: { items: Record<string, unknown>[] } }>(admin, AUDIT, {
      i: { action, pageSize: 100 },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.adminAuditLog.items ?? [];
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
      itemType: 'job',
      itemId: promoted,
      itemLabel: 'Carreleur',
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
    const { rows } = await db.query('SELECT 1 FROM jobs.promotion_campaigns WHERE item_id = $1', [jobId]);
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

    const stats = await until(todaysStats, (result) => {
      const row = result.data?.promotionStats.find((stat) => stat.itemId === sponsored);
      return row?.impressions === 2 && row.clicks === 1;
    });
    expect(stats.data?.promotionStats.find((stat) => stat.itemId === plain)).toBeUndefined();
    // Further flushes add nothing: every counter was taken once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const later = await todaysStats();
    expect(later.data?.promotionStats.find((stat) => stat.itemId === sponsored)).toEqual({
      day: day(0),
      itemType: 'job',
      itemId: sponsored,
      itemLabel: 'Électricien',
      impressions: 2,
      clicks: 1,
    });
  });

  it("sponsors a worker's profile through a campaign: first in the directory, tagged and counted", async () => {
    const rival = await signedInPerson(backend, db, infra.natsUrl, {
      type: 'worker',
      fullName: 'Awa Sarr',
      profession: 'Maçon',
      password: PASSWORD,
    });
    const directory = async () => {
      const result = await call<{ workers: { items: { id: string; boosted: boolean }[] } }>(
        employer,
        WORKERS,
      );
      expect(result.errors).toBeUndefined();
      return (result.data?.workers.items ?? []).filter((item) => [worker.id, rival.id].includes(item.id));
    };
    // The newer profile comes first until the other is promoted.
    expect(await directory()).toEqual([
      { id: rival.id, boosted: false },
      { id: worker.id, boosted: false },
    ]);

    const created = await call<{ createPromotionCampaign: Campaign }>(admin, CREATE_CAMPAIGN, {
      i: campaignInput(worker.id, day(0), day(3), 'profile'),
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createPromotionCampaign).toMatchObject({
      itemType: 'profile',
      itemId: worker.id,
      itemLabel: 'Fatou Ndiaye',
      status: 'active',
    });
    await until(directory, (items) => items[0]?.id === worker.id);
    expect(await directory()).toEqual([
      { id: worker.id, boosted: true },
      { id: rival.id, boosted: false },
    ]);
    const opened = await call<{ profile: { boosted: boolean } }>(employer, PROFILE, { id: worker.id });
    expect(opened.data?.profile.boosted).toBe(true);
    await call(employer, PROFILE, { id: rival.id });
    const stats = await until(todaysStats, (result) =>
      // Impressions and clicks are flushed independently: wait for both.
      Boolean(
        result.data?.promotionStats.some(
          (stat) => stat.itemId === worker.id && stat.clicks === 1 && stat.impressions >= 2,
        ),
      ),
    );
    const row = stats.data?.promotionStats.find((stat) => stat.itemId === worker.id);
    expect(row).toMatchObject({ itemType: 'profile', itemLabel: 'Fatou Ndiaye', clicks: 1 });
    expect(row?.impressions).toBeGreaterThanOrEqual(2);
    expect(stats.data?.promotionStats.find((stat) => stat.itemId === rival.id)).toBeUndefined();

    const refused = await call(admin, CREATE_CAMPAIGN, {
      i: campaignInput(employer.id, day(0), day(3), 'profile'),
    });
    expect(refused.errors?.[0]?.message).toBe('Seuls les profils de professionnels peuvent être promus.');

    const id = created.data?.createPromotionCampaign.id as string;
    expect((await call(admin, DELETE_CAMPAIGN, { id })).errors).toBeUndefined();
    await until(directory, (items) => items[0]?.id === rival.id);
    expect(await directory()).toEqual([
      { id: rival.id, boosted: false },
      { id: worker.id, boosted: false },
    ]);
  });

  it('sponsors a store product through a campaign: listed first, tagged and counted, until it is moved', async () => {
    const product = async (name: string) => {
      const result = await call<{ createProduct: { id: string } }>(admin, CREATE_PRODUCT, {
        i: { type: 'digital_product', name, creditsPrice: 30 },
      });
      expect(result.errors).toBeUndefined();
      return result.data?.createProduct.id as string;
    };
    const promoted = await product('Guide du carreleur');
    const newest = await product('Guide du plombier');
    const store = async () => {
      const result = await call<{ storeProducts: { id: string; sponsored: boolean }[] }>(null, STORE);
      expect(result.errors).toBeUndefined();
      return (result.data?.storeProducts ?? []).filter((item) => [promoted, newest].includes(item.id));
    };
    expect(await store()).toEqual([
      { id: newest, sponsored: false },
      { id: promoted, sponsored: false },
    ]);

    const created = await call<{ createPromotionCampaign: Campaign }>(admin, CREATE_CAMPAIGN, {
      i: campaignInput(promoted, day(-2), day(0), 'product'),
    });
    expect(created.data?.createPromotionCampaign).toMatchObject({
      itemType: 'product',
      itemLabel: 'Guide du carreleur',
      status: 'active',
    });
    await until(store, (items) => items[0]?.id === promoted);
    expect(await store()).toEqual([
      { id: promoted, sponsored: true },
      { id: newest, sponsored: false },
    ]);
    await call(null, STORE_PRODUCT, { id: promoted });
    await until(todaysStats, (result) =>
      Boolean(result.data?.promotionStats.some((stat) => stat.itemId === promoted && stat.clicks === 1)),
    );

    // The same campaign moved to an offer no longer sponsors the product.
    const jobId = await createJob('Staffeur');
    const id = created.data?.createPromotionCampaign.id as string;
    const moved = await call<{ updatePromotionCampaign: Campaign }>(admin, UPDATE_CAMPAIGN, {
      id,
      i: campaignInput(jobId, day(-2), day(0)),
    });
    expect(moved.data?.updatePromotionCampaign).toMatchObject({ itemType: 'job', itemLabel: 'Staffeur' });
    await until(store, (items) => items[0]?.id === newest);
    expect((await store()).every((item) => !item.sponsored)).toBe(true);

    const unknown = await call(admin, CREATE_CAMPAIGN, {
      i: campaignInput(randomUUID(), day(0), day(1), 'product'),
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('records boosts offered and ended and campaign changes in the audit log, a replayed grant once', async () => {
    const jobId = await createJob('Couvreur');
    const key = randomUUID();
    await call(admin, GRANT, { j: jobId, d: 5, k: key });
    await call(admin, GRANT, { j: jobId, d: 5, k: key });
    await call(admin, END, { j: jobId });
    const created = await call<{ createPromotionCampaign: Campaign }>(admin, CREATE_CAMPAIGN, {
      i: campaignInput(jobId, day(0), day(2)),
    });
    const id = created.data?.createPromotionCampaign.id as string;
    await call(admin, UPDATE_CAMPAIGN, { id, i: campaignInput(jobId, day(0), day(4)) });
    await call(admin, DELETE_CAMPAIGN, { id });

    const ofJob = (entries: Record<string, unknown>[]) => entries.filter((entry) => entry.targetId === jobId);
    await until(
      () => audited('campaign.deleted'),
      (entries) => entries.some((entry) => entry.targetId === id),
    );
    expect(ofJob(await audited('boost.granted'))).toEqual([
      { action: 'boost.granted', targetType: 'job', targetId: jobId, summary: 'Couvreur – boost de 5 jours' },
    ]);
    expect(ofJob(await audited('boost.ended'))).toHaveLength(1);
    for (const action of ['campaign.created', 'campaign.updated', 'campaign.deleted']) {
      expect(
        (await audited(action)).filter((entry) => entry.targetId === id),
        action,
      ).toEqual([expect.objectContaining({ action, targetType: 'campaign', targetId: id })]);
    }
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
      'SELECT (SELECT count(*) FROM jobs.job_boosts WHERE job_id = $1)::int AS boosts, (SELECT count(*) FROM jobs.promotion_campaigns WHERE item_id = $1)::int AS campaigns',
      [jobId],
    );
    expect(rows[0]).toEqual({ boosts: 0, campaigns: 0 });
  });
});
