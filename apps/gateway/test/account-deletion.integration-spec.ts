import { type Backend, graphql, signInThroughGateway, startBackend, until } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026';
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }';
const DELETE = 'mutation($p: String!) { deleteAccount(password: $p) }';
const VIEWER = '{ viewer { id } }';

describe('account deletion across services', () => {
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'account_deletion',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  /** A confirmed worker with a profile, signed in. */
  async function worker(email: string) {
    const signedUp = await graphql(backend.gatewayUrl, SIGN_UP, {
      variables: {
        i: {
          type: 'worker',
          fullName: 'Lamine Diatta',
          email,
          password: PASSWORD,
          profession: 'Peintre en bâtiment',
        },
      },
    });
    expect(signedUp.errors).toBeUndefined();
    const { rows } = await db.query<{ id: string }>(
      "UPDATE identity.accounts SET status = 'active' WHERE email = $1 RETURNING id",
      [email],
    );
    const id = rows[0]?.id ?? '';
    await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [id]),
      (r) => r.rowCount === 1,
    );
    const tokens = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  }

  it('refuses a visitor and a wrong password, and changes nothing', async () => {
    const { id, headers } = await worker('lamine.diatta@exemple.sn');

    const visitor = await graphql(backend.gatewayUrl, DELETE, { variables: { p: PASSWORD } });
    const wrong = await graphql(backend.gatewayUrl, DELETE, { headers, variables: { p: 'pas-le-bon' } });

    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(wrong.errors?.[0]?.message).toBe('Mot de passe incorrect.');
    const { rows } = await db.query('SELECT status FROM identity.accounts WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'active' });
  });

  it('deletes the account, closes its sessions and erases its profile', async () => {
    const { id, tokens, headers } = await worker('fatou.badji@exemple.sn');
    const before = await graphql<{ viewer: { id: string } }>(backend.gatewayUrl, VIEWER, { headers });
    expect(before.data?.viewer.id).toBe(id);

    const deleted = await graphql<{ deleteAccount: boolean }>(backend.gatewayUrl, DELETE, {
      headers,
      variables: { p: PASSWORD },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteAccount).toBe(true);

    const { rows } = await db.query<{ status: string; email: string }>(
      'SELECT status, email FROM identity.accounts WHERE id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('deleted');
    expect(rows[0]?.email).not.toContain('fatou');
    const profile = await until(
      () => db.query('SELECT 1 FROM profiles.profiles WHERE id = $1', [id]),
      (r) => r.rowCount === 0,
    );
    expect(profile.rowCount).toBe(0);

    const refresh = await fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }),
    });
    expect(refresh.status).toBe(400);
    // The access token issued before the deletion has not expired, yet the gateway refuses it.
    const after = await until(
      () => graphql(backend.gatewayUrl, VIEWER, { headers }),
      (result) => result.errors !== undefined,
    );
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(
      signInThroughGateway(backend.gatewayUrl, 'fatou.badji@exemple.sn', PASSWORD),
    ).rejects.toThrow('status 401');

    // The address is free again for a new sign-up.
    const again = await graphql(backend.gatewayUrl, SIGN_UP, {
      variables: {
        i: {
          type: 'employer',
          fullName: 'Badji & Fils',
          email: 'fatou.badji@exemple.sn',
          password: PASSWORD,
        },
      },
    });
    expect(again.errors).toBeUndefined();
  });
});
