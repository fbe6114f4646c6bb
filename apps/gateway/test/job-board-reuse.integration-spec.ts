import { type Backend, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';
const CREATE = 'mutation($i: JobInput!) { createJob(input: $i) { id } }';
const LIST = '{ jobs(input: { pageSize: 50 }) { total items { id title } } }';
const SET_ACTIVE = 'mutation($id: ID!, $a: Boolean!) { setJobActive(id: $id, active: $a) { id } }';
const DELETE = 'mutation($id: ID!) { deleteJob(id: $id) }';

interface Person {
  id: string;
  headers: Record<string, string>;
}

/**
 * The job board's page reused by the jobs service and by the gateway (both TTLs long here): a
 * change made through the gateway shows at once, while a row written behind their back does not,
 * which proves the page really is reused.
 */
describe('job board pages reused by the jobs service and the gateway', () => {
  let backend: Backend;
  let db: pg.Client;
  let employer: Person;
  let worker: Person;
  let admin: Person;

  const person = (type: 'worker' | 'employer' | 'admin', fullName: string) =>
    signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Maçon' : null,
      password: PASSWORD,
    });

  async function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    const result = await graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
    expect(result.errors).toBeUndefined();
    return result.data as T;
  }

  const titles = async (who: Person) =>
    (await call<{ jobs: { items: { title: string }[] } }>(who, LIST)).jobs.items.map((job) => job.title);

  const publish = async (title: string) =>
    (
      await call<{ createJob: { id: string } }>(employer, CREATE, {
        i: {
          title,
          category: 'BTP',
          contractType: 'CDD',
          location: 'Ziguinchor',
          description: 'Chantier de six mois.',
        },
      })
    ).createJob.id;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'job_board_reuse',
      // profiles: the people's registration is complete once it made their profile.
      services: ['identity', 'profiles', 'jobs'],
      env: { JOBS_CACHE_TTL_MS: '60000', JOBS_GATEWAY_CACHE_TTL_MS: '10000' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [employer, worker, admin] = await Promise.all([
      person('employer', 'Casamance Bâtiment'),
      person('worker', 'Ibrahima Diatta'),
      person('admin', 'Admin Liggeey'),
    ]);
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('shows a change made through the gateway at once, and keeps reusing the page otherwise', async () => {
    const first = await publish('Maçon coffreur');
    expect(await titles(worker)).toEqual(['Maçon coffreur']);

    // Written behind the services' back: the reused page does not know it yet.
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description)
       VALUES (gen_random_uuid(), $1, 'Offre écrite en base', 'BTP', 'CDI', 'Dakar', 'Hors service.')`,
      [employer.id],
    );
    expect(await titles(worker)).toEqual(['Maçon coffreur']);

    // Each change through the gateway empties both levels: the row above shows up with it.
    await publish('Ferrailleur');
    expect((await titles(worker)).sort()).toEqual(['Ferrailleur', 'Maçon coffreur', 'Offre écrite en base']);

    await call(admin, SET_ACTIVE, { id: first, a: false });
    expect((await titles(worker)).sort()).toEqual(['Ferrailleur', 'Offre écrite en base']);

    const [ferrailleur] = (
      await db.query<{ id: string }>("SELECT id FROM jobs.job_offers WHERE title = 'Ferrailleur'")
    ).rows;
    await call(employer, DELETE, { id: ferrailleur?.id });
    expect(await titles(worker)).toEqual(['Offre écrite en base']);
  });
});
