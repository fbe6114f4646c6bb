import { type Backend, createActiveAccount, startBackend } from '@liggeey/testing';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Thies-Mbour-2026';
/** The web container's nginx in front of the gateway: the only hop whose X-Forwarded-For counts. */
const TRUSTED_HOP = '127.0.0.1';
/** Anybody else reaching the gateway (or identity) directly; Linux answers all of 127/8. */
const UNTRUSTED_HOP = '127.0.0.3';
/** One carrier-grade NAT address, shared by the attacker and the members of a mobile network. */
const CARRIER = '41.82.10.20';
const MAX_DELAY_MS = 4_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

interface Attempt {
  /** The client address the trusted hop reports (X-Forwarded-For), or a whole forged header. */
  forwardedFor?: string;
  /** The connection's own source address. */
  from?: string;
  /** The known-device cookie (name=value) the browser holds. */
  cookie?: string;
}

/** An HTTP request from a chosen source address, timed. */
function send(url: string, method: string, headers: Record<string, string>, from: string, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(url, { method, headers, localAddress: from }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('sign-in throttling that cannot shut out a mobile network', () => {
  let backend: Backend;
  let db: pg.Client;
  let oidc: string;
  let identityOidc: string;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'sign_in_throttling',
      services: ['identity'],
      env: { TRUST_PROXY: TRUSTED_HOP, HTTP_TRUST_PROXY: TRUSTED_HOP },
    });
    oidc = `${backend.gatewayUrl}/realms/liggeey`;
    identityOidc = `${backend.env['IDENTITY_HTTP_URL']}/realms/liggeey`;
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  /** A fresh sign-in challenge (what the auth endpoint sends the browser to /login with). */
  async function challenge(): Promise<string> {
    const auth = new URL(`${oidc}/protocol/openid-connect/auth`);
    auth.search = new URLSearchParams({
      client_id: 'web',
      redirect_uri: 'http://127.0.0.1:5173/',
      response_type: 'code',
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const location = (await fetch(auth, { redirect: 'manual' })).headers.get('location') ?? '';
    return new URL(location).searchParams.get('challenge') ?? '';
  }

  /** The /login page's POST, through the gateway unless `base` says otherwise. */
  async function attempt(
    email: string,
    password: string,
    { forwardedFor, from = TRUSTED_HOP, cookie }: Attempt = {},
    challengeId?: string,
    base = oidc,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (cookie) headers['cookie'] = cookie;
    const body = JSON.stringify({ challenge: challengeId ?? (await challenge()), email, password });
    return send(`${base}/login-actions/authenticate`, 'POST', headers, from, body);
  }

  /** The cookie the browser keeps from a successful sign-in's Set-Cookie. */
  function deviceCookieOf(answer: Answer): string {
    const setCookie = answer.headers['set-cookie'] ?? [];
    const device = setCookie.find((header) => header.startsWith('liggeey_device='));
    expect(device).toBeDefined();
    return device?.split(';')[0] ?? '';
  }

  async function lastAttempt(email: string) {
    const { rows } = await db.query<{ ip: string; success: boolean; reason: string | null }>(
      'SELECT ip, success, reason FROM identity.login_attempts WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    return rows[0];
  }

  it('lets a known device through a flooded carrier address and an account lockout, and slows the attacker', async () => {
    const member = await createActiveAccount(db, 'worker', PASSWORD);
    // Signed in once before, from home: this browser is a known device of the account.
    const first = await attempt(member.email, PASSWORD, { forwardedFor: '196.207.1.1' });
    expect(first.status).toBe(200);
    const knownDevice = deviceCookieOf(first);
    expect(first.headers['set-cookie']?.join()).toMatch(
      /Path=\/realms\/liggeey\/; .*HttpOnly; SameSite=Strict/,
    );

    // 50 failures from the carrier address, all for unknown e-mails (in parallel, as a bot would).
    const flood = await challenge();
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          attempt(`nobody-${randomUUID()}@exemple.sn`, 'guess', { forwardedFor: CARRIER }, flood),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    const { rows } = await db.query<{ count: string }>(
      "SELECT count(*) FROM identity.login_attempts WHERE ip = $1 AND reason = 'invalid_credentials'",
      [CARRIER],
    );
    expect(Number(rows[0]?.count)).toBe(50);

    // The member on the known device, from the same carrier address: at once.
    const known = await attempt(member.email, PASSWORD, { forwardedFor: CARRIER, cookie: knownDevice });
    expect(known.status).toBe(200);
    expect(known.ms).toBeLessThan(MAX_DELAY_MS / 2);
    expect(await lastAttempt(member.email)).toEqual({ ip: CARRIER, success: true, reason: 'known_device' });

    // The attacker's next guess waits the full delay, and is still only a failure, not a refusal.
    const slowed = await attempt(`nobody-${randomUUID()}@exemple.sn`, 'guess', { forwardedFor: CARRIER });
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 50);

    // A member on a new phone behind the same carrier waits too, but is never refused.
    const other = await createActiveAccount(db, 'employer', PASSWORD);
    const newPhone = await attempt(other.email, PASSWORD, { forwardedFor: CARRIER });
    expect(newPhone.status).toBe(200);
    expect(newPhone.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 50);
  });

  it('keeps an account locked for unknown devices, not for its known device, and refusals do not extend it', async () => {
    const member = await createActiveAccount(db, 'worker', PASSWORD);
    const knownDevice = deviceCookieOf(
      await attempt(member.email, PASSWORD, { forwardedFor: '196.207.2.2' }),
    );

    // Someone elsewhere tries five passwords: the account locks, 30 s.
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(member.email, 'wrong', { forwardedFor: '102.164.3.3' })).status).toBe(401);
    }
    const refused = await attempt(member.email, PASSWORD, { forwardedFor: '102.164.4.4' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    // A refused attempt is not a failure: the lockout stays 30 s from the last real failure.
    for (let i = 0; i < 3; i += 1) {
      const again = await attempt(member.email, 'wrong', { forwardedFor: '102.164.3.3' });
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    const { rows } = await db.query<{ reason: string; count: string }>(
      'SELECT reason, count(*) FROM identity.login_attempts WHERE account_id = $1 AND NOT success GROUP BY reason',
      [member.id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.reason, Number(row.count)]))).toEqual({
      invalid_credentials: 5,
      rate_limited: 4,
    });

    // The member's own phone passes the lockout.
    const known = await attempt(member.email, PASSWORD, { forwardedFor: '102.164.4.4', cookie: knownDevice });
    expect(known.status).toBe(200);
    expect(await lastAttempt(member.email)).toMatchObject({ success: true, reason: 'known_device' });
  });

  it('stops trusting a known device that fails for its account itself', async () => {
    const member = await createActiveAccount(db, 'worker', PASSWORD);
    const stolen = deviceCookieOf(await attempt(member.email, PASSWORD, { forwardedFor: '196.207.5.5' }));

    for (let i = 0; i < 5; i += 1) {
      const guess = await attempt(member.email, 'wrong', { forwardedFor: '196.207.5.5', cookie: stolen });
      expect(guess.status).toBe(401);
    }
    // Five own failures: the cookie is an unknown device again, and the account is locked.
    const locked = await attempt(member.email, PASSWORD, { forwardedFor: '196.207.5.5', cookie: stolen });
    expect(locked.status).toBe(429);
  });

  it('refuses another account’s or a tampered device cookie as known', async () => {
    const alice = await createActiveAccount(db, 'worker', PASSWORD);
    const bob = await createActiveAccount(db, 'worker', PASSWORD);
    const aliceDevice = deviceCookieOf(await attempt(alice.email, PASSWORD, { forwardedFor: '196.207.6.6' }));
    for (let i = 0; i < 5; i += 1) await attempt(bob.email, 'wrong', { forwardedFor: '102.164.6.6' });

    expect((await attempt(bob.email, PASSWORD, { cookie: aliceDevice })).status).toBe(429);
    const tampered = aliceDevice.replace(alice.id, bob.id);
    expect((await attempt(bob.email, PASSWORD, { cookie: tampered })).status).toBe(429);
  });

  it('takes the client address from the trusted hop only, never from a forged header', async () => {
    const member = await createActiveAccount(db, 'worker', PASSWORD);

    // Through the trusted hop, the client's own left-most entry is ignored.
    await attempt(member.email, 'wrong', { forwardedFor: '6.6.6.6, 41.82.30.30' });
    expect((await lastAttempt(member.email))?.ip).toBe('41.82.30.30');

    // From an untrusted hop, the header is the client's own: the address is the real peer.
    await attempt(member.email, 'wrong', { forwardedFor: '6.6.6.6, 10.1.2.3', from: UNTRUSTED_HOP });
    expect((await lastAttempt(member.email))?.ip).toBe(UNTRUSTED_HOP);

    // Identity itself believes only the gateway's hop.
    await attempt(
      member.email,
      'wrong',
      { forwardedFor: '6.6.6.6', from: UNTRUSTED_HOP },
      undefined,
      identityOidc,
    );
    expect((await lastAttempt(member.email))?.ip).toBe(UNTRUSTED_HOP);
  });
});
