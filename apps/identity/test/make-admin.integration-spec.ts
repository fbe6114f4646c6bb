import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  REPO_ROOT,
  createActiveAccount,
  createRegisteredAccount,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { hash } from '@node-rs/argon2';
import { decodeJwt } from 'jose';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';

/** The operator's first-admin command (k8s/README.md §5), run as a process with identity's settings. */
describe('make-admin: the first admin of a deployment', () => {
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'identity_make_admin',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  const makeAdmin = async (email: string) => {
    const command = promisify(execFile)(
      process.execPath,
      [`${REPO_ROOT}apps/identity/dist/make-admin.js`, email],
      {
        env: { ...process.env, ...backend.env },
      },
    );
    try {
      const { stdout } = await command;
      return { code: 0, output: stdout.trim() };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, output: failed.stderr.trim() };
    }
  };
  const account = async (id: string) =>
    (
      await db.query<{ type: string; status: string }>(
        'SELECT type, status FROM identity.accounts WHERE id = $1',
        [id],
      )
    ).rows[0];
  const profileType = async (id: string) =>
    (await db.query<{ type: string }>('SELECT type FROM profiles.profiles WHERE id = $1', [id])).rows[0]
      ?.type;

  it("makes a worker's account an admin, moves its profile and gives the role at the next sign-in", async () => {
    const worker = await createRegisteredAccount(
      db,
      { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Awa Diop', profession: 'Plombier', password: PASSWORD },
    );

    const first = await makeAdmin(worker.email.toUpperCase());
    expect(first).toEqual({
      code: 0,
      output: `Le compte ${worker.email.toUpperCase()} est maintenant administrateur. Reconnectez-vous pour recevoir le rôle.`,
    });
    expect(await account(worker.id)).toEqual({ type: 'admin', status: 'active' });
    expect(
      await until(
        () => profileType(worker.id),
        (type) => type === 'admin',
      ),
    ).toBe('admin');

    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, worker.email, PASSWORD);
    expect(decodeJwt(accessToken)['realm_access']).toEqual({ roles: ['admin'] });

    expect(await makeAdmin(worker.email)).toEqual({
      code: 0,
      output: `Le compte ${worker.email} est déjà administrateur.`,
    });
  });

  it('activates an account still waiting for its e-mail confirmation and lists its profile as confirmed', async () => {
    const id = randomUUID();
    const email = `pending-${id.slice(0, 8)}@exemple.sn`;
    await db.query(
      "INSERT INTO identity.accounts (id, email, password_hash, type, status) VALUES ($1, $2, $3, 'employer', 'pending')",
      [id, email, await hash(PASSWORD)],
    );
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: id,
      email,
      fullName: 'Moussa Ndiaye',
      type: 'employer',
      profession: null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
    });
    await until(
      () => profileType(id),
      (type) => type === 'employer',
    );

    expect((await makeAdmin(email)).code).toBe(0);
    expect(await account(id)).toEqual({ type: 'admin', status: 'active' });
    const confirmed = () =>
      db.query<{ type: string; confirmed: boolean }>(
        'SELECT type, confirmed_at IS NOT NULL AS confirmed FROM profiles.profiles WHERE id = $1',
        [id],
      );
    expect(
      (await until(confirmed, ({ rows }) => rows[0]?.type === 'admin' && rows[0].confirmed)).rows[0],
    ).toEqual({ type: 'admin', confirmed: true });
  });

  it('refuses an unknown address and a suspended account in French, changing nothing', async () => {
    expect(await makeAdmin('personne@exemple.sn')).toEqual({
      code: 1,
      output:
        "Aucun compte n'utilise l'adresse personne@exemple.sn. Inscrivez-vous d'abord sur le site avec cette adresse.",
    });

    const suspended = await createActiveAccount(db, 'worker', PASSWORD);
    await db.query("UPDATE identity.accounts SET status = 'suspended' WHERE id = $1", [suspended.id]);
    expect(await makeAdmin(suspended.email)).toEqual({
      code: 1,
      output: `Le compte ${suspended.email} est suspendu : il ne peut pas devenir administrateur.`,
    });
    expect(await account(suspended.id)).toEqual({ type: 'worker', status: 'suspended' });
  });
});
