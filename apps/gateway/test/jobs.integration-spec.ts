import {
  type ApplicationEvent,
  type EventContract,
  type EventEnvelope,
  IdentityEvents,
  JobsEvents,
  ProfilesEvents,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import { type Backend, graphql, publishEvent, signedInPerson, startBackend, until } from '@liggeey/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { type z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-2026!';
const JOB_FIELDS =
  'id employerId employerName title category contractType location salary isActive boosted createdAt';
const CREATE = `mutation($i: JobInput!) { createJob(input: $i) { ${JOB_FIELDS} } }`;
const LIST = `query($i: JobSearchInput) { jobs(input: $i) { total page pageSize items {
  ${JOB_FIELDS} myApplication { id status job { id } } } } }`;
const APPLY =
  'mutation($j: ID!, $m: String) { applyToJob(jobId: $j, message: $m) { id status message job { id title } } }';
const APPLICATIONS = `query($j: ID!) { jobApplications(jobId: $j) {
  id workerId status message canReview worker { id fullName } job { id applicationCount } } }`;
const SET_STATUS = `mutation($id: ID!, $s: ApplicationStatus!) { setApplicationStatus(id: $id, status: $s) {
  id status canReview } }`;
const MY_APPLICATIONS = '{ myApplications { id status job { id title employerName } } }';
const MY_JOBS = '{ myJobs { id isActive applicationCount } }';
const ADMIN_JOBS = `query($i: AdminJobsInput) { adminJobs(input: $i) { total items { id title employerName isActive createdAt } } }`;
const SET_ACTIVE = 'mutation($id: ID!, $a: Boolean!) { setJobActive(id: $id, active: $a) { id isActive } }';
const DELETE = 'mutation($id: ID!) { deleteJob(id: $id) }';

interface Job {
  id: string;
  employerId: string;
  employerName: string;
  title: string;
  category: string;
  contractType: string;
  location: string;
  isActive: boolean;
  boosted: boolean;
  myApplication: { id: string; status: string; job: { id: string } } | null;
}

interface Person {
  id: string;
  headers: Record<string, string>;
}

const jobInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Électricien bâtiment',
  category: 'BTP',
  contractType: 'CDI',
  location: 'Thiès',
  salary: '250 000 F CFA / mois',
  description: "Installation électrique d'un immeuble de quatre étages.",
  ...overrides,
});

describe('jobs and applications', () => {
  let backend: Backend;
  let db: pg.Client;
  let employer: Person;
  let otherEmployer: Person;
  let worker: Person;
  let otherWorker: Person;
  let admin: Person;

  /** An active account, announced as registered (names for jobs, profiles), signed in. */
  const person = (type: 'worker' | 'employer' | 'admin', fullName: string) =>
    signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Électricien' : null,
      password: PASSWORD,
    });

  async function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
  }

  async function create(who: Person, overrides: Record<string, unknown> = {}): Promise<Job> {
    const result = await call<{ createJob: Job }>(who, CREATE, { i: jobInput(overrides) });
    expect(result.errors).toBeUndefined();
    return result.data?.createJob as Job;
  }

  async function list(who: Person, input: Record<string, unknown> = {}) {
    const result = await call<{ jobs: { total: number; items: Job[] } }>(who, LIST, { i: input });
    expect(result.errors).toBeUndefined();
    return result.data?.jobs ?? { total: 0, items: [] };
  }

  /** The last event stored on the stream for this event type. */
  async function lastEvent<P extends z.ZodType>(event: EventContract<P>) {
    const connection = await connect({ servers: inject('infra').natsUrl });
    try {
      const manager = await jetstreamManager(connection);
      const message = await manager.streams.getMessage(eventsStreamName(backend.natsNamespace), {
        last_by_subj: eventSubject(backend.natsNamespace, event),
      });
      return message?.json<EventEnvelope<z.output<P>>>() ?? null;
    } finally {
      await connection.close();
    }
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'jobs',
      services: ['identity', 'profiles', 'jobs'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [employer, otherEmployer, worker, otherWorker, admin] = await Promise.all([
      person('employer', 'Sénégal Bâtiment'),
      person('employer', 'Teranga Transports'),
      person('worker', 'Mamadou Sow'),
      person('worker', 'Aïssatou Ba'),
      person('admin', 'Admin Liggeey'),
    ]);
    await until(
      () => db.query('SELECT 1 FROM jobs.employers WHERE id IN ($1, $2)', [employer.id, otherEmployer.id]),
      (result) => result.rowCount === 2,
    );
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('refuses a job with a missing field, in French, and stores nothing', async () => {
    for (const field of ['title', 'category', 'contractType', 'location', 'description']) {
      const result = await call(employer, CREATE, { i: jobInput({ [field]: '  ' }) });
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toBe('Veuillez remplir tous les champs.');
    }
    const unknown = await call(employer, CREATE, { i: jobInput({ contractType: 'Intérim' }) });
    expect(unknown.errors?.[0]?.message).toBe('Veuillez choisir un type de contrat de la liste.');
    const byWorker = await call(worker, CREATE, { i: jobInput() });
    expect(byWorker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM jobs.job_offers');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('lists active jobs, boosted first then newest, with the employer name, and filters them', async () => {
    const electrician = await create(employer);
    const developer = await create(otherEmployer, {
      title: 'Développeuse React',
      category: 'Métiers du Digital',
      contractType: 'Freelance / Mission',
      location: 'Dakar',
      salary: null,
      description: "Refonte d'une boutique en ligne.",
    });
    const driver = await create(otherEmployer, {
      title: 'Chauffeur livreur',
      category: 'Transport & Logistique',
      contractType: 'CDD',
      location: 'Saint-Louis',
      description: 'Livraisons entre Saint-Louis et Louga.',
    });
    const closed = await create(employer, { title: 'Offre fermée' });
    await db.query(
      "UPDATE jobs.job_offers SET created_at = now() - (CASE id WHEN $1::uuid THEN 3 WHEN $2::uuid THEN 2 ELSE 1 END) * interval '1 hour' WHERE id IN ($1, $2, $3)",
      [electrician.id, developer.id, driver.id],
    );
    await db.query('UPDATE jobs.job_offers SET is_active = false WHERE id = $1', [closed.id]);
    expect(electrician.employerName).toBe('Sénégal Bâtiment');

    const newest = await list(worker);
    expect(newest.total).toBe(3);
    expect(newest.items.map((job) => job.id)).toEqual([driver.id, developer.id, electrician.id]);
    expect(newest.items.map((job) => job.employerName)).toEqual([
      'Teranga Transports',
      'Teranga Transports',
      'Sénégal Bâtiment',
    ]);

    await db.query("UPDATE jobs.job_offers SET boosted_until = now() + interval '1 day' WHERE id = $1", [
      electrician.id,
    ]);
    const boosted = await list(employer, { pageSize: 2 });
    expect(boosted.items.map((job) => [job.id, job.boosted])).toEqual([
      [electrician.id, true],
      [driver.id, false],
    ]);
    const second = await list(admin, { pageSize: 2, page: 2 });
    expect(second.items.map((job) => job.id)).toEqual([developer.id]);
    expect(second.total).toBe(3);

    const ids = async (input: Record<string, unknown>) =>
      (await list(worker, input)).items.map((job) => job.id);
    expect(await ids({ q: 'electricien' })).toEqual([electrician.id]);
    expect(await ids({ q: 'Électriciens' })).toEqual([electrician.id]);
    expect(await ids({ q: 'livraison louga' })).toEqual([driver.id]);
    expect(await ids({ category: 'Métiers du Digital' })).toEqual([developer.id]);
    expect(await ids({ contractType: 'CDD' })).toEqual([driver.id]);
    expect(await ids({ location: 'thies' })).toEqual([electrician.id]);
    expect(await ids({ location: 'SAINT' })).toEqual([driver.id]);
    expect(await ids({ q: 'Offre fermée' })).toEqual([]);
    await db.query('UPDATE jobs.job_offers SET boosted_until = NULL');
  });

  it('takes one application per worker and job, even when two arrive together', async () => {
    const job = await create(employer, { title: 'Plombier sanitaire', location: 'Pikine' });

    const first = await call<{ applyToJob: { id: string; status: string; message: string } }>(worker, APPLY, {
      j: job.id,
      m: 'Disponible dès lundi.',
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.applyToJob).toMatchObject({ status: 'PENDING', message: 'Disponible dès lundi.' });
    const again = await call(worker, APPLY, { j: job.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Vous avez déjà postulé à cette offre.');

    const together = await Promise.all([
      call(otherWorker, APPLY, { j: job.id }),
      call(otherWorker, APPLY, { j: job.id }),
    ]);
    expect(together.filter((result) => result.errors === undefined)).toHaveLength(1);
    expect(together.find((result) => result.errors)?.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const { rows } = await db.query(
      'SELECT worker_id FROM jobs.job_applications WHERE job_id = $1 ORDER BY created_at',
      [job.id],
    );
    expect(rows.map((row: { worker_id: string }) => row.worker_id)).toEqual([worker.id, otherWorker.id]);

    const seen = (await list(worker, { q: 'plombier' })).items[0];
    expect(seen?.myApplication).toEqual({
      id: first.data?.applyToJob.id,
      status: 'PENDING',
      job: { id: job.id },
    });
    expect((await list(employer, { q: 'plombier' })).items[0]?.myApplication).toBeNull();
    // The viewer's side is asked for only when the query wants it, fragments included.
    const viaFragment = await call<{
      jobs: { items: { id: string; myApplication: unknown; applicationCount: unknown }[] };
    }>(
      worker,
      `query($i: JobSearchInput) { jobs(input: $i) { items { id ...Mine } } }
       fragment Mine on Job { myApplication { status } applicationCount }`,
      { i: { q: 'plombier' } },
    );
    expect(viaFragment.data?.jobs.items).toEqual([
      { id: job.id, myApplication: { status: 'PENDING' }, applicationCount: null },
    ]);
    const counted = await call<{ jobs: { items: { applicationCount: number | null }[] } }>(
      employer,
      '{ jobs(input: { q: "plombier" }) { items { applicationCount } } }',
    );
    expect(counted.data?.jobs.items).toEqual([{ applicationCount: 2 }]);

    const event = await until(
      () => lastEvent(JobsEvents.applicationCreated),
      (envelope) => envelope !== null && envelope.payload.workerId === otherWorker.id,
    );
    expect(event?.payload).toMatchObject({
      jobId: job.id,
      jobTitle: 'Plombier sanitaire',
      employerId: employer.id,
      status: 'PENDING',
    } satisfies Partial<ApplicationEvent>);

    const byEmployer = await call(employer, APPLY, { j: job.id });
    expect(byEmployer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses applications to an inactive job, which only its employer and admins still see', async () => {
    const job = await create(employer, { title: 'Carreleur', location: 'Mbour' });
    const rejected = await call<{ setJobActive: { isActive: boolean } }>(admin, SET_ACTIVE, {
      id: job.id,
      a: false,
    });
    expect(rejected.data?.setJobActive.isActive).toBe(false);

    const apply = await call(worker, APPLY, { j: job.id });
    expect(apply.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(apply.errors?.[0]?.message).toBe("Cette offre n'accepte plus de candidatures.");
    expect((await list(worker, { q: 'carreleur' })).items).toEqual([]);
    const hidden = await call(worker, `query($id: ID!) { job(id: $id) { id } }`, { id: job.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await call<{ myJobs: { id: string; isActive: boolean }[] }>(employer, MY_JOBS);
    expect(mine.data?.myJobs.find((offer) => offer.id === job.id)?.isActive).toBe(false);

    const approved = await call<{ setJobActive: { isActive: boolean } }>(admin, SET_ACTIVE, {
      id: job.id,
      a: true,
    });
    expect(approved.data?.setJobActive.isActive).toBe(true);
    expect((await call(worker, APPLY, { j: job.id })).errors).toBeUndefined();
  });

  it('shows and changes applications for the job’s employer only; the worker sees the new status', async () => {
    const job = await create(employer, { title: 'Maçon coffreur', location: 'Diamniadio' });
    const applied = await call<{ applyToJob: { id: string } }>(worker, APPLY, {
      j: job.id,
      m: 'Dix ans de métier.',
    });
    const applicationId = applied.data?.applyToJob.id ?? '';

    for (const outsider of [otherEmployer, worker]) {
      const seen = await call(outsider, APPLICATIONS, { j: job.id });
      expect(seen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const changedByOutsider = await call(otherEmployer, SET_STATUS, { id: applicationId, s: 'ACCEPTED' });
    expect(changedByOutsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changedByWorker = await call(worker, SET_STATUS, { id: applicationId, s: 'ACCEPTED' });
    expect(changedByWorker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const seen = await call<{
      jobApplications: {
        id: string;
        status: string;
        canReview: boolean;
        worker: { fullName: string } | null;
        job: { applicationCount: number };
      }[];
    }>(employer, APPLICATIONS, { j: job.id });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.jobApplications).toMatchObject([
      {
        id: applicationId,
        status: 'PENDING',
        canReview: false,
        worker: { fullName: 'Mamadou Sow' },
        job: { applicationCount: 1 },
      },
    ]);
    const byAdmin = await call(admin, APPLICATIONS, { j: job.id });
    expect(byAdmin.errors).toBeUndefined();

    const accepted = await call<{ setApplicationStatus: { status: string; canReview: boolean } }>(
      employer,
      SET_STATUS,
      { id: applicationId, s: 'ACCEPTED' },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.setApplicationStatus).toEqual({
      id: applicationId,
      status: 'ACCEPTED',
      canReview: true,
    });

    const mine = await call<{ myApplications: { id: string; status: string; job: { title: string } }[] }>(
      worker,
      MY_APPLICATIONS,
    );
    expect(mine.data?.myApplications.find((application) => application.id === applicationId)).toMatchObject({
      status: 'ACCEPTED',
      job: { title: 'Maçon coffreur' },
    });
    const event = await until(
      () => lastEvent(JobsEvents.applicationStatusChanged),
      (envelope) => envelope?.payload.applicationId === applicationId,
    );
    expect(event?.id).toBe(`${applicationId}:ACCEPTED`);
    expect(event?.payload.status).toBe('ACCEPTED');
  });

  it('lets admins list, approve, reject and delete jobs, and refuses everyone else', async () => {
    const job = await create(otherEmployer, { title: 'Vendeuse en boutique', category: 'Vente & Commerce' });
    const found = await call<{ adminJobs: { items: { id: string; employerName: string }[] } }>(
      admin,
      ADMIN_JOBS,
      { i: { q: 'teranga' } },
    );
    expect(found.data?.adminJobs.items.map((offer) => offer.id)).toContain(job.id);
    expect(found.data?.adminJobs.items.every((offer) => offer.employerName === 'Teranga Transports')).toBe(
      true,
    );
    const byTitle = await call<{ adminJobs: { total: number; items: { id: string }[] } }>(admin, ADMIN_JOBS, {
      i: { q: 'vendeuse' },
    });
    expect(byTitle.data?.adminJobs.items.map((offer) => offer.id)).toEqual([job.id]);
    expect(byTitle.data?.adminJobs.total).toBe(1);

    for (const outsider of [employer, worker]) {
      expect((await call(outsider, ADMIN_JOBS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(outsider, SET_ACTIVE, { id: job.id, a: false })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    }
    expect((await call(employer, DELETE, { id: job.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(worker, DELETE, { id: job.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const deleted = await call<{ deleteJob: boolean }>(admin, DELETE, { id: job.id });
    expect(deleted.data?.deleteJob).toBe(true);
    const own = await create(employer, { title: 'Offre à retirer' });
    expect((await call<{ deleteJob: boolean }>(employer, DELETE, { id: own.id })).data?.deleteJob).toBe(true);
    const { rows } = await db.query('SELECT 1 FROM jobs.job_offers WHERE id IN ($1, $2)', [job.id, own.id]);
    expect(rows).toEqual([]);
  });

  it('shows an employer’s new name once profiles announces it', async () => {
    const job = await create(otherEmployer, {
      title: 'Mécanicien poids lourd',
      category: 'Transport & Logistique',
    });
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, ProfilesEvents.profileUpdated, {
      userId: otherEmployer.id,
      fullName: 'Teranga Transports SARL',
      type: 'employer',
      profilePicUrl: null,
    });
    const renamed = await until(
      () => list(worker, { q: 'mécanicien' }),
      (page) => page.items[0]?.employerName === 'Teranga Transports SARL',
    );
    expect(renamed.items.map((item) => item.id)).toEqual([job.id]);
  });

  it('erases a deleted employer’s jobs with their applications, and a deleted worker’s applications', async () => {
    const { natsUrl } = inject('infra');
    const count = async (sql: string, id: string) =>
      Number((await db.query<{ n: number }>(sql, [id])).rows[0]?.n);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM jobs.job_applications WHERE worker_id = $1',
        otherWorker.id,
      ),
    ).toBe(1);
    await publishEvent(natsUrl, backend.natsNamespace, IdentityEvents.userDeleted, {
      userId: otherWorker.id,
    });
    await until(
      () =>
        count('SELECT count(*)::int AS n FROM jobs.job_applications WHERE worker_id = $1', otherWorker.id),
      (n) => n === 0,
    );

    expect(
      await count('SELECT count(*)::int AS n FROM jobs.job_offers WHERE employer_id = $1', employer.id),
    ).toBeGreaterThan(0);
    await publishEvent(natsUrl, backend.natsNamespace, IdentityEvents.userDeleted, { userId: employer.id });
    const left = await until(
      () => count('SELECT count(*)::int AS n FROM jobs.job_offers WHERE employer_id = $1', employer.id),
      (n) => n === 0,
    );
    expect(left).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM jobs.job_applications WHERE worker_id = $1', worker.id),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM jobs.employers WHERE id = $1', employer.id)).toBe(0);
    expect((await list(worker)).items.every((job) => job.employerId !== employer.id)).toBe(true);
  });
});
