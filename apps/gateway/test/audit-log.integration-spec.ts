import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kolda-Audit-2026';
const AUDIT = `query($i: AdminAuditInput) {
  adminAuditLog(input: $i) { total items { actorEmail action targetType targetId summary at } }
}`;

interface Entry {
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string | null;
  at: string;
}

describe('admin audit log', () => {
  let backend: Backend;
  let db: pg.Client;
  const people: Record<'admin' | 'worker', { id: string; email: string; headers: Record<string, string> }> =
    {} as never;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'audit_log',
      services: ['identity', 'profiles', 'jobs', 'feed'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { id, email } = await createActiveAccount(db, type, PASSWORD);
      await db.query(
        `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES ($1, $2, $3, $4, now())`,
        [id, type === 'admin' ? 'Admin Audit' : 'Ibrahima Ba', type, email],
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      people[type] = { id, email, headers: { authorization: `Bearer ${accessToken}` } };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  const asAdmin = <T>(query: string, variables?: Record<string, unknown>) =>
    graphql<T>(backend.gatewayUrl, query, { headers: people.admin.headers, variables });

  it('records every admin operation with who, what, when and the target, once', async () => {
    const worker = people.worker.id;
    const jobId = randomUUID();
    await db.query(`INSERT INTO jobs.employers (id, full_name) VALUES ($1, 'Atelier Ba')`, [randomUUID()]);
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description)
       SELECT $1, id, 'Soudeur', 'Bâtiment & Travaux', 'CDI', 'Kolda', 'Souder.' FROM jobs.employers LIMIT 1`,
      [jobId],
    );
    const operations: [string, Record<string, unknown>][] = [
      ['mutation($id: ID!) { suspendUser(id: $id) { id } }', { id: worker }],
      ['mutation($id: ID!) { reactivateUser(id: $id) { id } }', { id: worker }],
      [
        'mutation($id: ID!, $i: AdminUserUpdateInput!) { updateUser(id: $id, input: $i) { id } }',
        { id: worker, i: { verified: true } },
      ],
      ['mutation($id: ID!) { setJobActive(id: $id, active: false) { id } }', { id: jobId }],
      ['mutation($id: ID!) { setJobActive(id: $id, active: true) { id } }', { id: jobId }],
      ['mutation($id: ID!) { deleteJob(id: $id) }', { id: jobId }],
      [
        'mutation($i: SecuritySettingsInput!) { updateSecuritySettings(input: $i) { minPasswordLength } }',
        {
          i: {
            minPasswordLength: 10,
            blockFailedLogin: true,
            failedLoginAttempts: 5,
            adminSessionIdleMinutes: 30,
            twoFactorAuth: false,
          },
        },
      ],
      ['mutation($u: String) { setLoginImage(url: $u) { url } }', { u: 'https://images.example/kolda.jpg' }],
      [
        'mutation($i: TestimonialInput!) { createTestimonial(input: $i) { id } }',
        { i: { quote: 'Liggeey m’a trouvé un soudeur.', authorName: 'Fatou Diallo', isVisible: true } },
      ],
    ];
    for (const [query, variables] of operations) {
      expect((await asAdmin(query, variables)).errors).toBeUndefined();
    }

    const log = await until(
      () => asAdmin<{ adminAuditLog: { total: number; items: Entry[] } }>(AUDIT, { i: { pageSize: 50 } }),
      (answer) => (answer.data?.adminAuditLog.total ?? 0) >= operations.length,
    );
    const entries = log.data?.adminAuditLog.items ?? [];
    expect(log.data?.adminAuditLog.total).toBe(operations.length);
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      [
        'job.approved',
        'job.deleted',
        'job.rejected',
        'settings.login-image-changed',
        'settings.security-changed',
        'testimonial.created',
        'user.edited',
        'user.reactivated',
        'user.suspended',
      ].sort(),
    );
    expect(entries.every((entry) => entry.actorEmail === people.admin.email)).toBe(true);
    expect(entries.find((entry) => entry.action === 'user.suspended')).toMatchObject({
      targetType: 'user',
      targetId: worker,
      summary: people.worker.email,
    });
    expect(entries.find((entry) => entry.action === 'job.deleted')).toMatchObject({
      targetId: jobId,
      summary: 'Soudeur',
    });
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const filtered = await asAdmin<{ adminAuditLog: { items: Entry[] } }>(AUDIT, {
      i: { action: 'job.rejected' },
    });
    expect(filtered.data?.adminAuditLog.items.map((entry) => entry.targetId)).toEqual([jobId]);
    const searched = await asAdmin<{ adminAuditLog: { items: Entry[] } }>(AUDIT, { i: { q: 'kolda.jpg' } });
    expect(searched.data?.adminAuditLog.items.map((entry) => entry.action)).toEqual([
      'settings.login-image-changed',
    ]);
  });

  it('shows the log to admins only', async () => {
    const visitor = await graphql(backend.gatewayUrl, AUDIT);
    const worker = await graphql(backend.gatewayUrl, AUDIT, { headers: people.worker.headers });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(worker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
