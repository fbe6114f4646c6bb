import { type Backend, createActiveAccount, startBackend } from '@liggeey/testing';
import { generate } from 'otplib';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';
const REDIRECT_URI = 'http://127.0.0.1:5173/';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

/** A sign-in through the gateway, as the /login page does it, keeping the browser's cookies. */
class Browser {
  readonly verifier = randomBytes(32).toString('base64url');
  private readonly jar = new Map<string, string>();
  challenge = '';

  constructor(private readonly oidc: string) {}

  async start(): Promise<void> {
    const auth = new URL(`${this.oidc}/protocol/openid-connect/auth`);
    auth.search = new URLSearchParams({
      client_id: 'web',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge: createHash('sha256').update(this.verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const location = (await fetch(auth, { redirect: 'manual' })).headers.get('location') ?? '';
    this.challenge = new URL(location).searchParams.get('challenge') ?? '';
  }

  password(email: string, password = PASSWORD): Promise<Answer> {
    return this.post('login-actions/authenticate', { challenge: this.challenge, email, password });
  }

  code(code: string, challenge = this.challenge): Promise<Answer> {
    return this.post('login-actions/second-factor', { challenge, code });
  }

  forget(name: string): void {
    this.jar.delete(name);
  }

  /** The tokens the app gets for the redirect's authorization code. */
  async redeem(redirect: string): Promise<{ access_token?: string }> {
    const response = await fetch(`${this.oidc}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'web',
        grant_type: 'authorization_code',
        code: new URL(redirect).searchParams.get('code') ?? '',
        code_verifier: this.verifier,
        redirect_uri: REDIRECT_URI,
      }),
    });
    return (await response.json()) as { access_token?: string };
  }

  private async post(path: string, body: unknown): Promise<Answer> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.oidc}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie();
    for (const header of cookies) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header))
        this.jar.set(pair.slice(0, at), value);
      else this.jar.delete(pair.slice(0, at));
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies };
  }
}

const now = () => Math.floor(Date.now() / 1_000);

/** The application's code one time step ahead: a step not yet used by the previous sign-in. */
const nextCode = (secret: string) => generate({ secret, epoch: now() + 30 });

/** Six digits that match none of the steps the server may accept now. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all(
    [-60, -30, 0, 30, 60].map((shift) => generate({ secret, epoch: now() + shift })),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

describe('two-factor sign-in for admins', () => {
  let backend: Backend;
  let db: pg.Client;
  let oidc: string;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'two_factor', services: ['identity'] });
    oidc = `${backend.gatewayUrl}/realms/liggeey`;
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  async function security(value: Record<string, unknown>): Promise<void> {
    await db.query(
      `INSERT INTO identity.settings (key, value, updated_at) VALUES ('security', $1, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(value)],
    );
  }

  beforeEach(() => security({ twoFactorAuth: true }));

  /** An admin who set the authenticator up at a first sign-in; its secret and recovery codes. */
  async function enrolledAdmin(): Promise<{ email: string; secret: string; recoveryCodes: string[] }> {
    const { email } = await createActiveAccount(db, 'admin', PASSWORD);
    const browser = new Browser(oidc);
    await browser.start();
    const step = await browser.password(email);
    const secret = String(step.body['secret']);
    const done = await browser.code(await generate({ secret }));
    expect(done.status).toBe(200);
    return { email, secret, recoveryCodes: done.body['recoveryCodes'] as string[] };
  }

  it('sets the authenticator up at the first sign-in: no session before a correct confirmation code', async () => {
    const { id, email } = await createActiveAccount(db, 'admin', PASSWORD);
    const browser = new Browser(oidc);
    await browser.start();

    const step = await browser.password(email);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ secondFactor: 'enrol' });
    expect(step.body['redirect']).toBeUndefined();
    expect(step.cookies.some((cookie) => cookie.startsWith('LIGGEEY_SSO='))).toBe(false);
    expect(step.cookies.find((cookie) => cookie.startsWith('liggeey_second_step='))).toMatch(
      /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
    );
    const secret = String(step.body['secret']);
    expect(step.body['otpauthUri']).toBe(
      `otpauth://totp/Liggeey:${encodeURIComponent(email)}?secret=${secret}&issuer=Liggeey`,
    );

    const wrong = await browser.code(await wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body['error']).toBe('INVALID_CODE');
    expect(wrong.body['error_description']).toMatch(/^Code invalide\./);
    const pending = await db.query<{ confirmed_at: Date | null; secret_encrypted: string }>(
      'SELECT confirmed_at, secret_encrypted FROM identity.two_factors WHERE account_id = $1',
      [id],
    );
    expect(pending.rows[0]?.confirmed_at).toBeNull();
    expect(pending.rows[0]?.secret_encrypted).not.toContain(secret);

    const done = await browser.code(await generate({ secret }));
    expect(done.status).toBe(200);
    const recoveryCodes = done.body['recoveryCodes'] as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(done.cookies.some((cookie) => cookie.startsWith('LIGGEEY_SSO='))).toBe(true);
    expect((await browser.redeem(String(done.body['redirect']))).access_token).toEqual(expect.any(String));
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM identity.recovery_codes WHERE account_id = $1',
      [id],
    );
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    // Next time the secret is never given again: only the code is asked for.
    const again = new Browser(oidc);
    await again.start();
    expect((await again.password(email)).body).toEqual({ secondFactor: 'code' });
  });

  it('refuses the sign-in without a valid code, refuses a reused code, takes a recovery code once', async () => {
    const { email, secret, recoveryCodes } = await enrolledAdmin();
    const browser = new Browser(oidc);
    await browser.start();

    const step = await browser.password(email);
    expect(step.body).toEqual({ secondFactor: 'code' });
    expect(step.cookies.some((cookie) => cookie.startsWith('LIGGEEY_SSO='))).toBe(false);
    // The authorization endpoint has no session for this browser: the password alone gave none.
    const wrong = await browser.code(await wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body['error']).toBe('INVALID_CODE');
    const malformed = await browser.code('pas un code');
    expect(malformed.body['error']).toBe('INVALID_CODE');

    // Another browser (without the step's cookie) cannot finish this sign-in, even with the code.
    const code = await nextCode(secret);
    const stranger = new Browser(oidc);
    stranger.challenge = browser.challenge;
    const elsewhere = await stranger.code(code);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body['error']).toBe('SECOND_STEP_EXPIRED');

    const signedIn = await browser.code(code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body['recoveryCodes']).toBeUndefined();
    expect((await browser.redeem(String(signedIn.body['redirect']))).access_token).toEqual(
      expect.any(String),
    );

    const replay = new Browser(oidc);
    await replay.start();
    await replay.password(email);
    const reused = await replay.code(code);
    expect(reused.status).toBe(401);
    expect(reused.body['error']).toBe('CODE_REUSED');
    expect(reused.body['error_description']).toMatch(/^Ce code a déjà été utilisé\./);

    const recovery = recoveryCodes[3] ?? '';
    const withRecovery = await replay.code(` ${recovery.toUpperCase()} `);
    expect(withRecovery.status).toBe(200);

    const later = new Browser(oidc);
    await later.start();
    await later.password(email);
    const recoveryAgain = await later.code(recovery);
    expect(recoveryAgain.status).toBe(401);
    expect(recoveryAgain.body['error']).toBe('CODE_REUSED');
    expect((await later.code(recoveryCodes[4] ?? '')).status).toBe(200);
  });

  it('counts failed codes toward the lockout, like wrong passwords', async () => {
    const { email, secret } = await enrolledAdmin();
    await security({ twoFactorAuth: true, blockFailedLogin: true, failedLoginAttempts: 3 });
    const browser = new Browser(oidc);
    await browser.start();
    await browser.password(email);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await browser.code(await wrongCode(secret))).status).toBe(401);
    }
    // The right code is refused now, and so is the password (whose success does not reset the count).
    const locked = await browser.code(await nextCode(secret));
    expect(locked.status).toBe(429);
    expect(locked.body['error']).toBe('RATE_LIMITED');
    const again = new Browser(oidc);
    await again.start();
    expect((await again.password(email)).status).toBe(429);

    const { rows } = await db.query<{ reason: string }>(
      `SELECT reason FROM identity.login_attempts WHERE email = $1 AND success = false ORDER BY created_at`,
      [email],
    );
    expect(rows.map((row) => row.reason)).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'rate_limited',
      'rate_limited',
    ]);
  });

  it('asks no code of members, nor of admins while the switch is off', async () => {
    const worker = await createActiveAccount(db, 'worker', PASSWORD);
    const browser = new Browser(oidc);
    await browser.start();
    const signedIn = await browser.password(worker.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body['redirect']).toEqual(expect.stringContaining('code='));

    const { email } = await enrolledAdmin();
    await security({ twoFactorAuth: false });
    const admin = new Browser(oidc);
    await admin.start();
    expect((await admin.password(email)).body['redirect']).toEqual(expect.stringContaining('code='));
  });
});
