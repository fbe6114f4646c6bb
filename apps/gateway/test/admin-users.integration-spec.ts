import { IdentityEvents, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import {
  type Backend,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-2026';
const USERS =
  'query($q: String) { adminUsers(input: { q: $q }) { total items { id fullName type email status credits verified } } }';
const SUSPEND = 'mutation($id: ID!) { suspendUser(id: $id) { id status } }';
const REACTIVATE = 'mutation($id: ID!) { reactivateUser(id: $id) { id status } }';
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
const UPDATE =
  'mutation($id: ID!, $i: AdminUserUpdateInput!) { updateUser(id: $id, input: $i) { fullName verified } }';
const VIEWER = '{ viewer { id } }';

interface AdminUserRow {
  id: string;
  fullName: string;
  type: string;
  email: string | null;
  status: string | null;
  credits: number | null;
  verified: boolean;
}

describe('admin users page', () => {
  let backend: Backend;
  let db: pg.Client;
  let admin: { id: string; headers: Record<string, string> };
  let nats: NatsConnection;

  /** An active account with its profile (as the sign-up event creates it), signed in. */
  async function member(type: 'worker' | 'employer' | 'admin', fullName: string) {
    const account = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: account.id,
      email: account.email,
      fullName,
      type,
      profession: type === 'worker' ? 'Menuisier' : null,
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/confirm?token=t',
    });
    await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [account.id]),
      (r) => r.rowCount === 1,
    );
    const tokens = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
    return { ...account, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'admin_users',
      services: ['identity', 'profiles', 'ledger'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    admin = await member('admin', 'Administratrice Diop');
    nats = await connect({ servers: inject('infra').natsUrl });
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  it('lists profiles newest first with e-mail and status from identity and credits from the ledger, for admins only', async () => {
    const worker = await member('worker', 'Ousmane Faye');
    const employer = await member('employer', 'Atelier Faye');
    // As the payments service does for a bought pack (a service call has no actor).
    await new NatsRpcClient(nats, backend.natsNamespace).request(LedgerCreditsRpc.grant, {
      userId: worker.id,
      amount: 70,
      idempotencyKey: `grant-${randomUUID()}`,
      kind: 'purchase',
      description: 'Achat : Pack 70 crédits',
    });

    const listed = await graphql<{ adminUsers: { total: number; items: AdminUserRow[] } }>(
      backend.gatewayUrl,
      USERS,
      {
        headers: admin.headers,
        variables: { q: 'faye' },
      },
    );
    const refused = await graphql(backend.gatewayUrl, USERS, { headers: worker.headers });

    expect(listed.errors).toBeUndefined();
    expect(listed.data?.adminUsers.total).toBe(2);
    expect(listed.data?.adminUsers.items).toEqual([
      {
        id: employer.id,
        fullName: 'Atelier Faye',
        type: 'employer',
        email: employer.email,
        status: 'active',
        credits: 0,
        verified: false,
      },
      {
        id: worker.id,
        fullName: 'Ousmane Faye',
        type: 'worker',
        email: worker.email,
        status: 'active',
        credits: 70,
        verified: false,
      },
    ]);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('edits a profile and refuses bad input in French without changing anything', async () => {
    const worker = await member('worker', 'Mamadou Sow');

    const updated = await graphql<{ updateUser: { fullName: string; verified: boolean } }>(
      backend.gatewayUrl,
      UPDATE,
      {
        headers: admin.headers,
        variables: { id: worker.id, i: { fullName: 'Mamadou Sow Junior', verified: true } },
      },
    );
    const blank = await graphql(backend.gatewayUrl, UPDATE, {
      headers: admin.headers,
      variables: { id: worker.id, i: { fullName: '  ' } },
    });

    expect(updated.data?.updateUser).toEqual({ fullName: 'Mamadou Sow Junior', verified: true });
    expect(blank.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(blank.errors?.[0]?.message).toBe('Veuillez indiquer le nom complet.');
    const { rows } = await db.query('SELECT full_name FROM profiles.profiles WHERE id = $1', [worker.id]);
    expect(rows[0]).toEqual({ full_name: 'Mamadou Sow Junior' });
  });

  it('suspends: sessions closed, access token refused at once, sign-in refused; reactivation restores sign-in', async () => {
    const worker = await member('worker', 'Aïssatou Ba');
    expect((await graphql(backend.gatewayUrl, VIEWER, { headers: worker.headers })).errors).toBeUndefined();

    const suspended = await graphql<{ suspendUser: { status: string } }>(backend.gatewayUrl, SUSPEND, {
      headers: admin.headers,
      variables: { id: worker.id },
    });

    expect(suspended.errors).toBeUndefined();
    expect(suspended.data?.suspendUser.status).toBe('suspended');
    const refused = await until(
      () => graphql(backend.gatewayUrl, VIEWER, { headers: worker.headers }),
      (result) => result.errors !== undefined,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refresh = await fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'web',
        grant_type: 'refresh_token',
        refresh_token: worker.tokens.refreshToken,
      }),
    });
    expect(refresh.status).toBe(400);
    await expect(signInThroughGateway(backend.gatewayUrl, worker.email, PASSWORD)).rejects.toThrow();

    const reactivated = await graphql<{ reactivateUser: { status: string } }>(
      backend.gatewayUrl,
      REACTIVATE,
      {
        headers: admin.headers,
        variables: { id: worker.id },
      },
    );
    expect(reactivated.data?.reactivateUser.status).toBe('active');
    const again = await signInThroughGateway(backend.gatewayUrl, worker.email, PASSWORD);
    const viewer = await until(
      () =>
        graphql(backend.gatewayUrl, VIEWER, { headers: { authorization: `Bearer ${again.accessToken}` } }),
      (result) => result.errors === undefined,
    );
    expect(viewer.data).toEqual({ viewer: { id: worker.id } });
  });

  it("deletes an account through identity, and never the admin's own", async () => {
    const employer = await member('employer', 'Boutique Ndour');

    const self = await graphql(backend.gatewayUrl, DELETE, {
      headers: admin.headers,
      variables: { id: admin.id },
    });
    const deleted = await graphql<{ deleteUser: boolean }>(backend.gatewayUrl, DELETE, {
      headers: admin.headers,
      variables: { id: employer.id },
    });

    expect(self.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(deleted.data?.deleteUser).toBe(true);
    const { rows } = await db.query('SELECT status FROM identity.accounts WHERE id = $1', [employer.id]);
    expect(rows[0]).toEqual({ status: 'deleted' });
    await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [employer.id]),
      (r) => r.rowCount === 0,
    );
    const listed = await graphql<{ adminUsers: { total: number; items: AdminUserRow[] } }>(
      backend.gatewayUrl,
      USERS,
      {
        headers: admin.headers,
        variables: { q: 'Ndour' },
      },
    );
    expect(listed.data?.adminUsers.items).toEqual([]);
  });
});
