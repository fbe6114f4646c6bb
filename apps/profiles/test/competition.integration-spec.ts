import {
  DEFAULT_COMPETITION_CONTENT,
  type EventContract,
  type EventEnvelope,
  FeedEvents,
  JobsEvents,
  eventSubject,
} from '@liggeey/contracts';
import { jetstream } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import {
  type Backend,
  type SignedInPerson,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  signedInPerson,
  startBackend,
  until,
} from '@liggeey/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type z } from 'zod';

const PASSWORD = 'Ziguinchor-2026';
const ENTRY = 'rank memberId fullName type profilePicUrl score';
const COMPETITION = `query($month: String) { competition(month: $month) {
  month frozen months top { ${ENTRY} } me { ${ENTRY} } content { prizes tips }
} }`;
const UPDATE_CONTENT = `mutation($input: CompetitionContentInput!) {
  updateCompetitionContent(input: $input) { prizes tips }
}`;
const ADD_REVIEW = `mutation($i: ReviewInput!) { addReview(input: $i) { id rating } }`;
/** The profiles service's freeze queue (apps/profiles/src/competition/competition-freeze.processor.ts). */
const COMPETITION_QUEUE = 'profiles-competition';

interface Entry {
  rank: number;
  memberId: string;
  fullName: string;
  type: string;
  profilePicUrl: string | null;
  score: number;
}
interface CompetitionView {
  month: string;
  frozen: boolean;
  months: string[];
  top: Entry[];
  me: Entry | null;
  content: { prizes: string[]; tips: string[] };
}

/** The month before `month` ('YYYY-MM'). */
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
}

describe('monthly competition', () => {
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let awa: SignedInPerson;
  let bamba: SignedInPerson;
  let employer: SignedInPerson;
  let admin: { id: string; headers: Record<string, string> };
  const current = new Date().toISOString().slice(0, 7);
  const past = previousMonth(current);

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'competition',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: inject('infra').natsUrl });
    const person = (type: 'worker' | 'employer', fullName: string) =>
      signedInPerson(backend, db, inject('infra').natsUrl, {
        type,
        fullName,
        profession: type === 'worker' ? 'Électricien' : null,
        password: PASSWORD,
      });
    // One after the other: they share the database client.
    awa = await person('worker', 'Awa Ndiaye');
    bamba = await person('worker', 'Bamba Sarr');
    employer = await person('employer', 'Entreprise Diallo');
    const adminAccount = await createActiveAccount(db, 'admin', PASSWORD);
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at, confirmed_at)
       VALUES ($1, 'Admin Liggeey', 'admin', $2, now(), now())`,
      [adminAccount.id, adminAccount.email],
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, adminAccount.email, PASSWORD);
    admin = { id: adminAccount.id, headers: { authorization: `Bearer ${accessToken}` } };
    // Two of the five profile items: 4 completeness points on each of Awa's scores.
    await db.query(
      `UPDATE profiles.profiles SET description = 'Électricienne', phone = '771234567' WHERE id = $1`,
      [awa.id],
    );
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  /** Publishes as the jobs or feed service would, dated `occurredAt` (the month it counts for). */
  async function publish<P extends z.ZodType>(
    event: EventContract<P>,
    payload: z.input<P>,
    occurredAt: string,
    id: string = randomUUID(),
  ): Promise<string> {
    const envelope: EventEnvelope<z.input<P>> = { id, occurredAt, payload };
    // A fresh msgID each time: the redelivery of one event id must reach the handler, not JetStream's dedupe.
    await jetstream(nats).publish(eventSubject(backend.natsNamespace, event), JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
    return id;
  }

  const at = (month: string, minute: number) => `${month}-15T10:${String(minute).padStart(2, '0')}:00.000Z`;

  const application = (
    applicationId: string,
    worker: { id: string },
    status: 'ACCEPTED' | 'DECLINED',
    jobId = randomUUID(),
  ) => ({
    applicationId,
    jobId,
    jobTitle: 'Installation électrique',
    employerId: employer.id,
    workerId: worker.id,
    status,
  });

  const post = (id: string, author: { id: string }) => ({
    post: {
      id,
      author: { id: author.id, fullName: 'Auteur', profilePicUrl: null },
      content: 'Chantier terminé à Thiès',
      mediaUrl: null,
      mediaType: null,
      likeCount: 0,
      commentCount: 0,
      createdAt: new Date().toISOString(),
    },
  });

  const view = (who: { headers: Record<string, string> }, month?: string) =>
    graphql<{ competition: CompetitionView }>(backend.gatewayUrl, COMPETITION, {
      headers: who.headers,
      variables: month ? { month } : {},
    });

  /** The competition as `who` sees it, failing on an error. */
  async function standings(
    who: { headers: Record<string, string> },
    month?: string,
  ): Promise<CompetitionView> {
    const result = await view(who, month);
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('No competition in the answer');
    return result.data.competition;
  }

  const scores = async (month: string) =>
    (
      await db.query<{ member_id: string; total: number }>(
        'SELECT member_id, total FROM profiles.competition_scores WHERE month = $1',
        [month],
      )
    ).rows;

  /** How many distinct events the competition has applied. */
  const applied = async () =>
    Number(
      (await db.query<{ count: string }>('SELECT count(*) FROM profiles.competition_events')).rows[0]?.count,
    );

  const brief = (entry: Entry) => [entry.rank, entry.fullName, entry.type, entry.score];

  it('scores a scripted month of events, each event once, and ranks the members', async () => {
    const [a1, a2, p1, p2, p3] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const accepted = await publish(
      JobsEvents.applicationStatusChanged,
      application(a1, awa, 'ACCEPTED'),
      at(past, 1),
    );
    // The same event delivered again counts once.
    await publish(
      JobsEvents.applicationStatusChanged,
      application(a1, awa, 'ACCEPTED'),
      at(past, 1),
      accepted,
    );
    await publish(JobsEvents.applicationStatusChanged, application(a2, bamba, 'ACCEPTED'), at(past, 2));
    await publish(FeedEvents.postCreated, post(p1, bamba), at(past, 3));
    await publish(
      FeedEvents.likeChanged,
      { postId: p1, userId: awa.id, liked: true, likes: 1, postAuthorId: bamba.id },
      at(past, 4),
    );
    // Liking one's own post earns nothing.
    await publish(
      FeedEvents.likeChanged,
      { postId: p1, userId: bamba.id, liked: true, likes: 2, postAuthorId: bamba.id },
      at(past, 5),
    );
    // Published before the author was part of the event: the post's credit says who wrote it.
    await publish(
      FeedEvents.likeChanged,
      { postId: p1, userId: employer.id, liked: true, likes: 3 },
      at(past, 6),
    );
    await publish(
      FeedEvents.likeChanged,
      { postId: p1, userId: employer.id, liked: false, likes: 2 },
      at(past, 7),
    );
    await publish(FeedEvents.postCreated, post(p2, awa), at(past, 8));
    await publish(FeedEvents.postDeleted, { postId: p2, mediaUrl: null }, at(past, 9));
    await publish(JobsEvents.applicationStatusChanged, application(a2, bamba, 'DECLINED'), at(past, 10));
    await publish(FeedEvents.postCreated, post(p3, admin), at(past, 11));

    // Every distinct event applied (the duplicate is one of them): the scores are final.
    expect(await until(applied, (count) => count === 11, 30_000)).toBe(11);
    expect(Object.fromEntries((await scores(past)).map((row) => [row.member_id, row.total]))).toEqual({
      [awa.id]: 20 + 4, // accepted application + completeness; the deleted post gave back its 3
      [employer.id]: 20, // two filled positions, one taken back when declined
      [bamba.id]: 3 + 1, // post + Awa's like; the declined application and the unlike gave back theirs
      [admin.id]: 3,
    });

    const { rows: credits } = await db.query(
      'SELECT key FROM profiles.competition_credits WHERE month = $1',
      [past],
    );
    expect(credits.map((row: { key: string }) => row.key).sort()).toEqual(
      [
        `application:${a1}:employer`,
        `application:${a1}:worker`,
        `like:${p1}:${awa.id}`,
        `post:${p1}`,
        `post:${p3}`,
      ].sort(),
    );
  });

  it('scores the current month apart, a review by its stars, and shows the top and the viewer', async () => {
    const jobId = randomUUID();
    await publish(
      JobsEvents.applicationStatusChanged,
      application(randomUUID(), bamba, 'ACCEPTED', jobId),
      new Date().toISOString(),
    );
    await until(
      () =>
        db.query('SELECT 1 FROM profiles.review_grants WHERE worker_id = $1 AND job_id = $2', [
          bamba.id,
          jobId,
        ]),
      (result) => result.rowCount === 1,
    );
    const review = await graphql<{ addReview: { rating: number } }>(backend.gatewayUrl, ADD_REVIEW, {
      headers: employer.headers,
      variables: { i: { workerId: bamba.id, jobId, rating: 4, comment: null } },
    });
    expect(review.errors).toBeUndefined();
    expect(await until(applied, (count) => count === 12, 30_000)).toBe(12);

    const asBamba = await standings(bamba);
    expect(asBamba).toMatchObject({ month: current, frozen: false, months: [current] });
    expect(asBamba.top.map(brief)).toEqual([
      [1, 'Bamba Sarr', 'worker', 40],
      [2, 'Entreprise Diallo', 'employer', 20],
    ]);
    expect(asBamba.me).toMatchObject({ rank: 1, memberId: bamba.id, score: 40 });
    expect(asBamba.content).toEqual(DEFAULT_COMPETITION_CONTENT);
    // Awa scored last month only: nothing yet this month.
    expect((await standings(awa)).me).toBeNull();
  });

  it('refuses a past month that is not frozen, and a visitor', async () => {
    const notFrozen = await view(awa, past);
    expect(notFrozen.errors?.[0]?.message).toBe('Aucun classement pour ce mois.');
    const visitor = await view({ headers: {} });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('freezes the month that is over with the repeatable job; the past month stays readable', async () => {
    const queue = new Queue(COMPETITION_QUEUE, {
      connection: new Redis(inject('infra').redisUrl, { maxRetriesPerRequest: null }),
      prefix: `${backend.natsNamespace}:queues`,
    });
    try {
      // The job scheduler's daily run, now rather than at midnight.
      await queue.add('freeze-past-months', {});
      await until(
        () => db.query('SELECT 1 FROM profiles.competition_months WHERE month = $1', [past]),
        (result) => result.rowCount === 1,
      );
    } finally {
      await queue.close();
    }
    const frozen = await standings(bamba, past);
    expect(frozen).toMatchObject({ month: past, frozen: true, months: [current, past] });
    // The admin's post scored, but admins are not ranked.
    expect(frozen.top.map(brief)).toEqual([
      [1, 'Awa Ndiaye', 'worker', 24],
      [2, 'Entreprise Diallo', 'employer', 20],
      [3, 'Bamba Sarr', 'worker', 4],
    ]);
    expect(frozen.me).toMatchObject({ rank: 3, score: 4 });

    // A late event of the frozen month moves its live scores, never its standings.
    await publish(FeedEvents.postCreated, post(randomUUID(), bamba), at(past, 30));
    expect(await until(applied, (count) => count === 13, 30_000)).toBe(13);
    const late = await db.query<{ total: number }>(
      'SELECT total FROM profiles.competition_scores WHERE month = $1 AND member_id = $2',
      [past, bamba.id],
    );
    expect(late.rows[0]?.total).toBe(7);
    expect((await standings(bamba, past)).me).toMatchObject({ rank: 3, score: 4 });
    // The new month kept its own count: Awa starts it at zero.
    const now = await standings(awa);
    expect(now).toMatchObject({ month: current, frozen: false, me: null });
  });

  it('lets an admin only edit the prizes and tips, with a clear message for bad input', async () => {
    const input = {
      prizes: ['Un voyage à Saint-Louis', 'Une maison à Mbour', 'Un téléphone'],
      tips: ['Publiez souvent.', '  '],
    };
    const visitor = await graphql(backend.gatewayUrl, UPDATE_CONTENT, { variables: { input } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const worker = await graphql(backend.gatewayUrl, UPDATE_CONTENT, {
      headers: awa.headers,
      variables: { input },
    });
    expect(worker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const twoPrizes = await graphql(backend.gatewayUrl, UPDATE_CONTENT, {
      headers: admin.headers,
      variables: { input: { ...input, prizes: input.prizes.slice(0, 2) } },
    });
    expect(twoPrizes.errors?.[0]?.message).toBe('Veuillez indiquer les trois prix.');
    expect((await standings(awa)).content).toEqual(DEFAULT_COMPETITION_CONTENT);

    const saved = await graphql<{ updateCompetitionContent: { prizes: string[]; tips: string[] } }>(
      backend.gatewayUrl,
      UPDATE_CONTENT,
      { headers: admin.headers, variables: { input } },
    );
    expect(saved.data?.updateCompetitionContent).toEqual({
      prizes: input.prizes,
      tips: ['Publiez souvent.'],
    });
    expect((await standings(bamba, past)).content).toEqual({
      prizes: input.prizes,
      tips: ['Publiez souvent.'],
    });
  });
});
