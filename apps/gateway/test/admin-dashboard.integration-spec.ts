import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';
const DASHBOARD = '{ adminDashboard { workers employers admins jobs products revenueXof } }';

interface Dashboard {
  workers: number | null;
  employers: number | null;
  admins: number | null;
  jobs: number | null;
  products: number | null;
  revenueXof: number | null;
}

describe('admin dashboard', () => {
  let backend: Backend;
  let db: pg.Client;

  async function headersOf(type: 'worker' | 'employer' | 'admin') {
    const { email } = await createActiveAccount(db, type, PASSWORD);
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { authorization: `Bearer ${accessToken}` };
  }

  async function dashboard(headers: Record<string, string>) {
    return graphql<{ adminDashboard: Dashboard }>(backend.gatewayUrl, DASHBOARD, { headers });
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'admin-dashboard',
      services: ['identity', 'profiles', 'jobs', 'ledger', 'payments'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('counts profiles by type, jobs, products other than credit packs and settled revenue', async () => {
    const admin = await headersOf('admin');
    const employerId = '5d7a4c1e-9b8f-4a57-b1a2-3c4d5e6f7a80';
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES
         (gen_random_uuid(), 'Awa Ndiaye', 'worker', 'awa@exemple.sn', now()),
         (gen_random_uuid(), 'Moussa Fall', 'worker', 'moussa@exemple.sn', now()),
         ($1, 'Sénégal Bâtiment', 'employer', 'contact@batiment.sn', now()),
         (gen_random_uuid(), 'Admin Liggeey', 'admin', 'admin@exemple.sn', now())`,
      [employerId],
    );
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description, is_active)
       VALUES (gen_random_uuid(), $1, 'Maçon', 'BTP', 'CDI', 'Thiès', 'Chantier', true),
              (gen_random_uuid(), $1, 'Peintre', 'BTP', 'CDD', 'Mbour', 'Chantier', false)`,
      [employerId],
    );
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger.products WHERE type <> 'credit_pack' AND deleted_at IS NULL",
    );

    const answer = await dashboard(admin);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminDashboard).toEqual({
      workers: 2,
      employers: 1,
      admins: 1,
      jobs: 2,
      products: rows[0]?.n,
      revenueXof: 0,
    });
  });

  it('keeps the other figures when one service does not answer, and is for admins only', async () => {
    const admin = await headersOf('admin');
    await backend.services.get('payments')?.stop();

    const answer = await dashboard(admin);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminDashboard.revenueXof).toBeNull();
    expect(answer.data?.adminDashboard.jobs).toEqual(expect.any(Number));
    for (const type of ['worker', 'employer'] as const) {
      expect((await dashboard(await headersOf(type))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
