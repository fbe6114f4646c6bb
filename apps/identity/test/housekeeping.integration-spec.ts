import {
  type Backend,
  createActiveAccount,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-2026!';
const DAY = "interval '1 day'";

describe('identity housekeeping and session lifetime', () => {
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'identity_housekeeping',
      services: ['identity'],
      env: { HOUSEKEEPING_INTERVAL_MS: '300', LOGIN_ATTEMPTS_RETENTION_DAYS: '90' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  const activeWorker = () => createActiveAccount(db, 'worker', PASSWORD);

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]?.n);

  it('removes what expired long ago and keeps what is still of use', async () => {
    const { id } = await activeWorker();
    const challenge = (expires: string) =>
      db.query(
        `INSERT INTO identity.login_challenges (id, client_id, redirect_uri, response_mode, code_challenge, expires_at)
         VALUES ($1, 'web', 'http://127.0.0.1:5173/', 'fragment', 'x', ${expires})`,
        [randomUUID()],
      );
    await challenge(`now() - 2 * ${DAY}`);
    await challenge(`now() + interval '10 minutes'`);
    await db.query(
      `INSERT INTO identity.email_confirmations (token_hash, account_id, expires_at) VALUES
       ('stale-${id}', $1, now() - 3 * ${DAY}), ('fresh-${id}', $1, now() + ${DAY})`,
      [id],
    );
    await db.query(
      `INSERT INTO identity.login_attempts (id, email, ip, success, created_at) VALUES
       ($1, 'old@exemple.sn', '10.0.0.1', false, now() - 91 * ${DAY}),
       ($2, 'recent@exemple.sn', '10.0.0.1', false, now() - 89 * ${DAY})`,
      [randomUUID(), randomUUID()],
    );

    await until(
      () => count('identity.login_challenges WHERE expires_at < now() - $1::interval', ['1 day']),
      (n) => n === 0,
    );
    await until(
      () => count('identity.login_attempts'),
      (n) => n === 1,
    );

    expect(await count('identity.login_challenges')).toBe(1);
    expect(
      (await db.query<{ token_hash: string }>('SELECT token_hash FROM identity.email_confirmations')).rows,
    ).toEqual([{ token_hash: `fresh-${id}` }]);
    expect((await db.query<{ email: string }>('SELECT email FROM identity.login_attempts')).rows).toEqual([
      { email: 'recent@exemple.sn' },
    ]);
  });

  it('ends a session past its lifetime, refuses its refresh and sweeps it a day later', async () => {
    const { email } = await activeWorker();
    const tokens = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    const refresh = (refreshToken: string) =>
      fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'web',
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        }),
      });
    const ofAccount = 'account_id = (SELECT id FROM identity.accounts WHERE email = $1)';

    const active = await refresh(tokens.refreshToken);
    expect(active.status).toBe(200);
    const { refresh_token: next } = (await active.json()) as { refresh_token: string };

    // Idle past its end (without 'Rester connecté', 12 hours after its last use).
    await db.query(
      `UPDATE identity.browser_sessions SET expires_at = now() - interval '1 minute' WHERE ${ofAccount}`,
      [email],
    );
    const expired = await refresh(next);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });

    await db.query(
      `UPDATE identity.browser_sessions SET expires_at = now() - 2 * ${DAY} WHERE ${ofAccount}`,
      [email],
    );
    await until(
      () => count(`identity.browser_sessions WHERE ${ofAccount}`, [email]),
      (n) => n === 0,
    );
    expect(await count(`identity.auth_sessions WHERE ${ofAccount}`, [email])).toBe(0);
  });
});
