import { JobsEvents, ProfilesReviewsRpc, rpcSubject } from '@liggeey/contracts';
import { connect } from '@nats-io/transport-node';
import {
  type Backend,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-2026';
const PROFILE_FIELDS = 'id followerCount followedByMe reviewCount rating';
const FOLLOW = `mutation($id: ID!) { followProfile(id: $id) { ${PROFILE_FIELDS} } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowProfile(id: $id) { ${PROFILE_FIELDS} } }`;
const PROFILE = `query($id: ID!) { profile(id: $id) { ${PROFILE_FIELDS} } }`;
const ADD_REVIEW = `mutation($i: ReviewInput!) { addReview(input: $i) {
  id workerId employerId employerName jobId jobTitle rating comment createdAt
} }`;
const REVIEWS = `query($w: ID!) { reviews(workerId: $w) { employerId employerName jobTitle rating comment } }`;

interface ProfileCounts {
  id: string;
  followerCount: number;
  followedByMe: boolean;
  reviewCount: number;
  rating: number | null;
}

interface User {
  id: string;
  headers: Record<string, string>;
}

describe('follows and reviews', () => {
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'follows_reviews',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  /** An active account with its profile, signed in through the gateway. */
  async function user(type: 'worker' | 'employer', fullName: string): Promise<User> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at, confirmed_at)
       VALUES ($1, $2, $3, $4, now(), now())`,
      [id, fullName, type, email],
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  const call = <T>(who: User, query: string, variables: Record<string, unknown>) =>
    graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });

  const accept = (employer: User, worker: User, jobId: string, jobTitle: string) =>
    publishEvent(inject('infra').natsUrl, backend.natsNamespace, JobsEvents.applicationStatusChanged, {
      applicationId: randomUUID(),
      jobId,
      jobTitle,
      employerId: employer.id,
      workerId: worker.id,
      status: 'ACCEPTED',
    });

  /** Calls a profiles RPC on NATS as another service would (no GraphQL field exposes it). */
  async function rpc<T>(subject: string, actor: User, data: unknown): Promise<T | undefined> {
    const nats = await connect({ servers: inject('infra').natsUrl });
    try {
      const packet = {
        pattern: subject,
        data: { actor: { id: actor.id, type: 'employer' }, data },
        id: randomUUID(),
      };
      const reply = await nats.request(rpcSubject(backend.natsNamespace, subject), JSON.stringify(packet), {
        timeout: 5_000,
      });
      return reply.json<{ response?: T }>().response;
    } finally {
      await nats.close();
    }
  }

  const grantExists = async (employer: User, worker: User, jobId: string) =>
    (
      await db.query(
        'SELECT 1 FROM profiles.review_grants WHERE employer_id = $1 AND worker_id = $2 AND job_id = $3',
        [employer.id, worker.id, jobId],
      )
    ).rowCount === 1;

  it('counts a follower once however often they follow, and uncounts them once', async () => {
    const worker = await user('worker', 'Awa Ndiaye');
    const employer = await user('employer', 'Atelier Thiès');
    const other = await user('worker', 'Moussa Sarr');

    const first = await call<{ followProfile: ProfileCounts }>(employer, FOLLOW, { id: worker.id });
    expect(first.errors).toBeUndefined();
    expect(first.data?.followProfile).toMatchObject({ id: worker.id, followerCount: 1, followedByMe: true });

    const again = await call<{ followProfile: ProfileCounts }>(employer, FOLLOW, { id: worker.id });
    expect(again.data?.followProfile).toMatchObject({ followerCount: 1, followedByMe: true });

    const second = await call<{ followProfile: ProfileCounts }>(other, FOLLOW, { id: worker.id });
    expect(second.data?.followProfile).toMatchObject({ followerCount: 2, followedByMe: true });

    const left = await call<{ unfollowProfile: ProfileCounts }>(employer, UNFOLLOW, { id: worker.id });
    expect(left.errors).toBeUndefined();
    expect(left.data?.unfollowProfile).toMatchObject({ followerCount: 1, followedByMe: false });
    const leftAgain = await call<{ unfollowProfile: ProfileCounts }>(employer, UNFOLLOW, { id: worker.id });
    expect(leftAgain.data?.unfollowProfile).toMatchObject({ followerCount: 1, followedByMe: false });

    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM profiles.follows WHERE followee_id = $1',
      [worker.id],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('refuses to follow oneself, a visitor and an unknown profile', async () => {
    const worker = await user('worker', 'Khady Fall');

    const self = await call(worker, FOLLOW, { id: worker.id });
    const visitor = await graphql(backend.gatewayUrl, FOLLOW, { variables: { id: worker.id } });
    const unknown = await call(worker, FOLLOW, { id: randomUUID() });

    expect(self.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(self.errors?.[0]?.message).toBe('Vous ne pouvez pas vous suivre vous-même.');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { rows } = await db.query('SELECT follower_count FROM profiles.profiles WHERE id = $1', [
      worker.id,
    ]);
    expect(rows[0]).toEqual({ follower_count: 0 });
  });

  it('lets an employer review a worker once, only after accepting their application', async () => {
    const worker = await user('worker', 'Ibrahima Diop');
    const employer = await user('employer', 'Boulangerie Médina');
    const jobId = randomUUID();
    const review = { workerId: worker.id, jobId, rating: 4, comment: '  Travail soigné, ponctuel.  ' };

    const early = await call(employer, ADD_REVIEW, { i: review });
    expect(early.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(early.errors?.[0]?.message).toBe(
      'Vous pouvez noter un professionnel seulement après avoir accepté sa candidature.',
    );

    // Shortlisting gives no right; accepting does (twice delivered, one grant).
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, JobsEvents.applicationStatusChanged, {
      applicationId: randomUUID(),
      jobId,
      jobTitle: 'Boulanger de nuit',
      employerId: employer.id,
      workerId: worker.id,
      status: 'SHORTLISTED',
    });
    await accept(employer, worker, jobId, 'Boulanger de nuit');
    await accept(employer, worker, jobId, 'Boulanger de nuit');
    expect(await until(() => grantExists(employer, worker, jobId), Boolean)).toBe(true);

    const added = await call<{ addReview: Record<string, unknown> }>(employer, ADD_REVIEW, { i: review });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addReview).toMatchObject({
      workerId: worker.id,
      employerId: employer.id,
      employerName: 'Boulangerie Médina',
      jobId,
      jobTitle: 'Boulanger de nuit',
      rating: 4,
      comment: 'Travail soigné, ponctuel.',
    });

    const twice = await call(employer, ADD_REVIEW, { i: { ...review, rating: 5 } });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe('Vous avez déjà laissé un avis pour cette mission.');

    // A second accepted job of the same employer allows a second review.
    const otherJob = randomUUID();
    await accept(employer, worker, otherJob, 'Pâtissier');
    await until(() => grantExists(employer, worker, otherJob), Boolean);
    const second = await call(employer, ADD_REVIEW, {
      i: { workerId: worker.id, jobId: otherJob, rating: 5 },
    });
    expect(second.errors).toBeUndefined();

    const reviewed = await rpc<{ workerId: string; jobId: string }[]>(
      ProfilesReviewsRpc.reviewed.subject,
      employer,
      {
        pairs: [
          { workerId: worker.id, jobId },
          { workerId: worker.id, jobId: randomUUID() },
          { workerId: worker.id, jobId: otherJob },
        ],
      },
    );
    expect(reviewed?.map((pair) => pair.jobId).sort()).toEqual([jobId, otherJob].sort());

    const profile = await call<{ profile: ProfileCounts }>(employer, PROFILE, { id: worker.id });
    expect(profile.errors).toBeUndefined();
    expect(profile.data?.profile).toMatchObject({ reviewCount: 2, rating: 4.5 });

    const listed = await call<{ reviews: { jobTitle: string; rating: number; comment: string | null }[] }>(
      worker,
      REVIEWS,
      { w: worker.id },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.reviews.map((r) => [r.jobTitle, r.rating, r.comment])).toEqual([
      ['Pâtissier', 5, null],
      ['Boulanger de nuit', 4, 'Travail soigné, ponctuel.'],
    ]);
  });

  it('refuses reviews from workers, out-of-range ratings, and names a deleted employer', async () => {
    const worker = await user('worker', 'Aminata Sy');
    const colleague = await user('worker', 'Ousmane Ba');
    const employer = await user('employer', 'Hôtel Saly');
    const jobId = randomUUID();
    await accept(employer, worker, jobId, 'Réceptionniste');
    await until(() => grantExists(employer, worker, jobId), Boolean);

    const byWorker = await call(colleague, ADD_REVIEW, { i: { workerId: worker.id, jobId, rating: 5 } });
    expect(byWorker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outOfRange = await call(employer, ADD_REVIEW, { i: { workerId: worker.id, jobId, rating: 6 } });
    expect(outOfRange.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const longComment = await call(employer, ADD_REVIEW, {
      i: { workerId: worker.id, jobId, rating: 3, comment: 'a'.repeat(1001) },
    });
    expect(longComment.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const added = await call(employer, ADD_REVIEW, { i: { workerId: worker.id, jobId, rating: 3 } });
    expect(added.errors).toBeUndefined();
    await db.query('DELETE FROM profiles.profiles WHERE id = $1', [employer.id]);

    const listed = await call<{ reviews: { employerId: string | null; employerName: string }[] }>(
      worker,
      REVIEWS,
      { w: worker.id },
    );
    expect(listed.data?.reviews).toMatchObject([{ employerId: null, employerName: 'Utilisateur supprimé' }]);
  });

  it('counts concurrent follows and reviews once', async () => {
    const worker = await user('worker', 'Seynabou Gueye');
    const employer = await user('employer', 'Clinique Ziguinchor');
    const jobId = randomUUID();
    await accept(employer, worker, jobId, 'Aide-soignante');
    await until(() => grantExists(employer, worker, jobId), Boolean);

    const follows = await Promise.all(
      Array.from({ length: 6 }, () => call(employer, FOLLOW, { id: worker.id })),
    );
    const reviews = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(employer, ADD_REVIEW, { i: { workerId: worker.id, jobId, rating: (i % 5) + 1 } }),
      ),
    );

    expect(follows.every((answer) => answer.errors === undefined)).toBe(true);
    expect(reviews.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(reviews.map((answer) => answer.errors?.[0]?.extensions?.code).filter(Boolean)).toEqual(
      Array.from({ length: 5 }, () => 'CONFLICT'),
    );
    const { rows } = await db.query(
      'SELECT follower_count, review_count, rating_sum BETWEEN 1 AND 5 AS one_rating FROM profiles.profiles WHERE id = $1',
      [worker.id],
    );
    expect(rows[0]).toEqual({ follower_count: 1, review_count: 1, one_rating: true });
  });
});
