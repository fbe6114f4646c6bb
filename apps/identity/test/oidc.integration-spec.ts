import {
  type AppProcess,
  type TestDatabase,
  createTestDatabase,
  deleteEventsStream,
  freePort,
  migratedTemplate,
  startApp,
  testNamespace,
  pkcePair,
} from '@liggeey/testing';
import { rpcSubject } from '@liggeey/contracts';
import { connect } from '@nats-io/transport-node';
import { hash } from '@node-rs/argon2';
import { type JSONWebKeySet, createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ISSUER = 'http://127.0.0.1:5173/realms/liggeey';
const WEB = 'http://127.0.0.1:5173';
const REDIRECT = 'http://127.0.0.1:5173/';
const PASSWORD = 'Motdepasse123!';

interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  session_state: string;
}

describe('identity OpenID Connect provider', () => {
  let database: TestDatabase;
  let identity: AppProcess;
  let db: pg.Client;
  let base: string;
  const namespace = testNamespace();

  beforeAll(async () => {
    const infra = inject('infra');
    database = await createTestDatabase(
      infra.databaseUrl,
      'identity_oidc',
      await migratedTemplate(infra.databaseUrl),
    );
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const port = await freePort();
    base = `http://127.0.0.1:${port}/realms/liggeey`;
    identity = await startApp('identity', {
      env: {
        DATABASE_URL: database.url,
        NATS_URL: infra.natsUrl,
        NATS_NAMESPACE: namespace,
        HTTP_PORT: String(port),
        SHUTDOWN_GRACE_MS: '200',
      },
    });
  });

  afterAll(async () => {
    await identity.stop();
    await deleteEventsStream(inject('infra').natsUrl, namespace);
    await db.end();
    await database.drop();
  });

  async function createAccount(status = 'active', type = 'worker'): Promise<{ id: string; email: string }> {
    const id = randomUUID();
    const email = `user-${id.slice(0, 8)}@example.test`;
    await db.query(
      'INSERT INTO identity.accounts (id, email, password_hash, type, status) VALUES ($1, $2, $3, $4, $5)',
      [id, email, await hash(PASSWORD), type, status],
    );
    return { id, email };
  }

  async function authorize(overrides: Record<string, string> = {}): Promise<Response> {
    const params = new URLSearchParams({
      client_id: 'web',
      redirect_uri: REDIRECT,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge_method: 'S256',
      ...overrides,
    });
    return fetch(`${base}/protocol/openid-connect/auth?${params.toString()}`, { redirect: 'manual' });
  }

  async function challengeFor(
    codeChallenge: string,
    overrides: Record<string, string> = {},
  ): Promise<string> {
    const response = await authorize({ code_challenge: codeChallenge, ...overrides });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${WEB}/login`);
    return location.searchParams.get('challenge') ?? '';
  }

  function authenticate(
    challenge: string,
    email: string,
    password: string,
    ip = '10.0.0.1',
    extra: Record<string, unknown> = {},
  ): Promise<Response> {
    return fetch(`${base}/login-actions/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'vitest' },
      body: JSON.stringify({ challenge, email, password, ...extra }),
    });
  }

  /** auth → challenge → authenticate; returns the code and the redirect's parameters. */
  async function signIn(email: string, overrides: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const response = await authenticate(await challengeFor(challenge, overrides), email, PASSWORD);
    expect(response.status).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    const url = new URL(redirect);
    const params = new URLSearchParams(
      overrides['response_mode'] === 'query' ? url.search : url.hash.slice(1),
    );
    return { verifier, redirect, params, code: params.get('code') ?? '' };
  }

  function token(body: Record<string, string>): Promise<Response> {
    return fetch(`${base}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: WEB },
      body: new URLSearchParams({ client_id: 'web', ...body }),
    });
  }

  const exchange = (code: string, verifier: string, redirectUri = REDIRECT) =>
    token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });
  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });

  async function tokensFor(email: string): Promise<TokenSet> {
    const { code, verifier } = await signIn(email);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(200);
    return (await response.json()) as TokenSet;
  }

  async function expectOAuthError(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body.error).toBe(error);
    expect(body.error_description).toMatch(/\S/);
    return body;
  }

  it('publishes a discovery document and a JWKS derived from the issuer', async () => {
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: ISSUER,
      token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
      jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
      code_challenge_methods_supported: ['S256'],
    });
    const certs = await fetch(`${base}/protocol/openid-connect/certs`, { headers: { origin: WEB } });
    expect(certs.headers.get('access-control-allow-origin')).toBe(WEB);
    const jwks = (await certs.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('runs the code flow with PKCE and issues tokens that verify against the JWKS', async () => {
    const account = await createAccount('active', 'employer');
    const { code, verifier, params, redirect } = await signIn(account.email.toUpperCase());
    expect(redirect.startsWith(`${REDIRECT}#`)).toBe(true);
    expect(params.get('state')).toBe('state-1');

    const response = await exchange(code, verifier);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = (await response.json()) as TokenSet & { expires_in: number; refresh_expires_in: number };
    expect(tokens).toMatchObject({
      expires_in: 300,
      refresh_expires_in: 1800,
      session_state: params.get('session_state'),
    });

    const jwks = createLocalJWKSet(
      (await (await fetch(`${base}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet,
    );
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: ISSUER,
      audience: 'web',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: account.id,
      azp: 'web',
      typ: 'Bearer',
      email: account.email,
      type: 'employer',
      realm_access: { roles: ['employer'] },
      sid: tokens.session_state,
    });
    expect(typeof payload.jti).toBe('string');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    const idToken = await jwtVerify(tokens.id_token, jwks, { issuer: ISSUER, audience: 'web' });
    expect(idToken.payload).toMatchObject({ nonce: 'nonce-1', sub: account.id });
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', sid: tokens.session_state });

    const attempts = await db.query(
      'SELECT success, ip, user_agent FROM identity.login_attempts WHERE account_id = $1',
      [account.id],
    );
    expect(attempts.rows).toEqual([{ success: true, ip: '10.0.0.1', user_agent: 'vitest' }]);
  });

  it('puts the code in the query with response_mode=query', async () => {
    const account = await createAccount();
    const { redirect, code, verifier } = await signIn(account.email, { response_mode: 'query' });
    expect(new URL(redirect).searchParams.get('code')).toBe(code);
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it('refuses a code verifier that does not match the challenge', async () => {
    const account = await createAccount();
    const { code } = await signIn(account.email);
    await expectOAuthError(await exchange(code, pkcePair().verifier), 400, 'invalid_grant');
  });

  it('refuses a code used twice and closes the session it opened', async () => {
    const account = await createAccount();
    const { code, verifier } = await signIn(account.email);
    const first = (await (await exchange(code, verifier)).json()) as TokenSet;
    await expectOAuthError(await exchange(code, verifier), 400, 'invalid_grant');
    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
  });

  it('refuses an expired code', async () => {
    const account = await createAccount();
    const { code, verifier } = await signIn(account.email);
    await db.query("UPDATE identity.authorization_codes SET expires_at = now() - interval '1 second'");
    await expectOAuthError(await exchange(code, verifier), 400, 'invalid_grant');
  });

  it('refuses a redirect_uri different from the one of the authorization request', async () => {
    const account = await createAccount();
    const { code, verifier } = await signIn(account.email);
    await expectOAuthError(await exchange(code, verifier, 'http://localhost:5173/'), 400, 'invalid_grant');
  });

  it.each([
    ['an unknown redirect URI', { redirect_uri: 'http://evil.example/' }, 'invalid_request'],
    ['a redirect URI on another path', { redirect_uri: 'http://127.0.0.1:5173/admin' }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['another client', { client_id: 'admin-cli' }, 'invalid_client'],
    ['the implicit flow', { response_type: 'token' }, 'unsupported_response_type'],
  ])('refuses an authorization request with %s', async (_case, overrides, error) => {
    const body = await expectOAuthError(
      await authorize({ code_challenge: pkcePair().challenge, ...overrides }),
      400,
      error,
    );
    expect(body.error_description).toMatch(/[éèàô]|autoris|obligatoire|inconnue/);
  });

  it('answers the refresh token just replaced, within the leeway, with the same new pair', async () => {
    const account = await createAccount();
    const first = await tokensFor(account.email);
    const secondResponse = await refresh(first.refresh_token);
    expect(secondResponse.status).toBe(200);
    const second = (await secondResponse.json()) as TokenSet;
    expect(decodeJwt(second.refresh_token).jti).not.toBe(decodeJwt(first.refresh_token).jti);
    expect(second.session_state).toBe(first.session_state);

    // A reload while the refresh was on its way presents the old token again: no harm done.
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    const replayed = (await again.json()) as TokenSet;
    expect(decodeJwt(replayed.refresh_token).jti).toBe(decodeJwt(second.refresh_token).jti);
    expect(replayed.session_state).toBe(second.session_state);
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });

  it('closes the whole browser session when a replaced refresh token comes back after the leeway', async () => {
    const account = await createAccount();
    const first = await tokensFor(account.email);
    const second = (await (await refresh(first.refresh_token)).json()) as TokenSet;
    await db.query(
      "UPDATE identity.auth_sessions SET rotated_at = now() - interval '1 minute' WHERE browser_session_id = $1",
      [first.session_state],
    );

    await expectOAuthError(await refresh(first.refresh_token), 400, 'invalid_grant');
    await expectOAuthError(await refresh(second.refresh_token), 400, 'invalid_grant');
    const session = await db.query('SELECT revoked_reason FROM identity.browser_sessions WHERE id = $1', [
      first.session_state,
    ]);
    expect(session.rows[0]).toEqual({ revoked_reason: 'refresh_token_reused' });
  });

  it('refuses tampered, unsigned and access tokens as refresh tokens', async () => {
    const account = await createAccount();
    const tokens = await tokensFor(account.email);
    const [header, payload, signature] = tokens.refresh_token.split('.') as [string, string, string];
    const claims = decodeJwt(tokens.refresh_token);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');

    await expectOAuthError(await refresh(`${header}.${forged}.${signature}`), 400, 'invalid_grant');
    await expectOAuthError(await refresh(`${none}.${payload}.`), 400, 'invalid_grant');
    await expectOAuthError(await refresh(tokens.access_token), 400, 'invalid_grant');
    // None of those counted as a reuse: the genuine token still works.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('answers the same French error for a wrong password and an unknown email', async () => {
    const account = await createAccount();
    const { challenge } = pkcePair();
    const wrong = await expectOAuthError(
      await authenticate(await challengeFor(challenge), account.email, 'nope', '10.0.0.2'),
      401,
      'INVALID_CREDENTIALS',
    );
    const unknown = await expectOAuthError(
      await authenticate(await challengeFor(challenge), 'nobody@example.test', PASSWORD, '10.0.0.2'),
      401,
      'INVALID_CREDENTIALS',
    );
    expect(wrong.error_description).toBe('Email ou mot de passe incorrect.');
    expect(unknown).toEqual(wrong);
  });

  it('tells a pending account to confirm its email and refuses a suspended or deleted one', async () => {
    const { challenge } = pkcePair();
    const pending = await createAccount('pending');
    const body = await expectOAuthError(
      await authenticate(await challengeFor(challenge), pending.email, PASSWORD),
      403,
      'EMAIL_NOT_CONFIRMED',
    );
    expect(body.error_description).toBe('Veuillez vérifier votre boîte mail pour confirmer votre compte.');

    const suspended = await createAccount('suspended');
    await expectOAuthError(
      await authenticate(await challengeFor(challenge), suspended.email, PASSWORD),
      403,
      'ACCOUNT_SUSPENDED',
    );
    const deleted = await createAccount('deleted');
    await expectOAuthError(
      await authenticate(await challengeFor(challenge), deleted.email, PASSWORD),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('lets only an admin finish a sign-in started on /admin-login, and records the refusal', async () => {
    const { challenge } = pkcePair();
    const worker = await createAccount('active', 'worker');
    const refused = await expectOAuthError(
      await authenticate(await challengeFor(challenge), worker.email, PASSWORD, '10.0.0.5', {
        adminOnly: true,
      }),
      403,
      'ADMIN_ONLY',
    );
    expect(refused.error_description).toBe("Accès réservé à l'administrateur.");
    const { rows } = await db.query<{ success: boolean; reason: string }>(
      'SELECT success, reason FROM identity.login_attempts WHERE account_id = $1',
      [worker.id],
    );
    expect(rows).toEqual([{ success: false, reason: 'admin_only' }]);

    const admin = await createAccount('active', 'admin');
    const accepted = await authenticate(await challengeFor(challenge), admin.email, PASSWORD, '10.0.0.5', {
      adminOnly: true,
    });
    expect(accepted.status).toBe(200);
  });

  it('serves the admin login page image from the login_page_image setting', async () => {
    const empty = await fetch(`${base}/login-page-image`);
    expect(await empty.json()).toEqual({ url: null });

    await db.query(
      "INSERT INTO identity.settings (key, value, updated_at) VALUES ('login_page_image', $1, now())",
      [JSON.stringify({ url: 'https://images.exemple.sn/dakar.webp' })],
    );
    const set = await fetch(`${base}/login-page-image`);
    expect(await set.json()).toEqual({ url: 'https://images.exemple.sn/dakar.webp' });
  });

  it('refuses the refresh of a session whose account was suspended since', async () => {
    const account = await createAccount();
    const tokens = await tokensFor(account.email);
    await db.query("UPDATE identity.accounts SET status = 'suspended' WHERE id = $1", [account.id]);
    await expectOAuthError(await refresh(tokens.refresh_token), 400, 'invalid_grant');
  });

  it('locks an account out after the configured number of failures', async () => {
    await db.query(
      `INSERT INTO identity.settings (key, value, updated_at) VALUES ('security', $1, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ failedLoginAttempts: 3, blockFailedLogin: true, minPasswordLength: 8 })],
    );
    const account = await createAccount();
    const { challenge } = pkcePair();
    const challengeId = await challengeFor(challenge);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectOAuthError(
        await authenticate(challengeId, account.email, 'wrong', '10.0.0.3'),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    // From another address and with the right password: the account itself is locked.
    const locked = await authenticate(challengeId, account.email, PASSWORD, '10.0.0.4');
    expect(locked.headers.get('retry-after')).toBe('30');
    const body = await expectOAuthError(locked, 429, 'RATE_LIMITED');
    expect(body.error_description).toContain('30 secondes');

    const attempts = await db.query(
      'SELECT success, reason FROM identity.login_attempts WHERE email = $1 ORDER BY created_at',
      [account.email],
    );
    expect(attempts.rows.map((row: { reason: string }) => row.reason)).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'rate_limited',
    ]);
    await db.query("DELETE FROM identity.settings WHERE key = 'security'");
  });

  it('logs out by refresh token, closing the family', async () => {
    const account = await createAccount();
    const tokens = await tokensFor(account.email);
    const response = await fetch(`${base}/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', refresh_token: tokens.refresh_token }),
    });
    expect(response.status).toBe(204);
    await expectOAuthError(await refresh(tokens.refresh_token), 400, 'invalid_grant');
  });

  it('logs out by id token hint and redirects to an allowed address only', async () => {
    const account = await createAccount();
    const tokens = await tokensFor(account.email);
    const params = new URLSearchParams({
      client_id: 'web',
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: REDIRECT,
    });
    const response = await fetch(`${base}/protocol/openid-connect/logout?${params.toString()}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(REDIRECT);
    await expectOAuthError(await refresh(tokens.refresh_token), 400, 'invalid_grant');

    params.set('post_logout_redirect_uri', 'http://evil.example/');
    await expectOAuthError(
      await fetch(`${base}/protocol/openid-connect/logout?${params.toString()}`, { redirect: 'manual' }),
      400,
      'invalid_request',
    );
  });

  /** A sign-in as the /login page does it; answers the code and the browser session's cookie. */
  async function signInWithCookie(email: string, extra: Record<string, unknown> = {}) {
    const { verifier, challenge } = pkcePair();
    const response = await authenticate(await challengeFor(challenge), email, PASSWORD, '10.0.0.1', extra);
    expect(response.status).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('LIGGEEY_SSO='));
    const cookie = setCookie?.split(';')[0] ?? '';
    const code = new URLSearchParams(new URL(redirect).hash.slice(1)).get('code') ?? '';
    return { setCookie: setCookie ?? '', cookie, code, verifier };
  }

  /** What keycloak-js' silent check-sso asks from a tab: prompt=none, with the browser's cookie. */
  async function silentCheck(cookie: string) {
    const { verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      client_id: 'web',
      redirect_uri: `${WEB}/silent-check-sso.html`,
      response_type: 'code',
      response_mode: 'fragment',
      state: 'silent-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    const response = await fetch(`${base}/protocol/openid-connect/auth?${params.toString()}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${WEB}/silent-check-sso.html`);
    return { answer: new URLSearchParams(location.hash.slice(1)), verifier };
  }

  it('resumes the browser session in a new tab through its cookie, with a token family of its own', async () => {
    const account = await createAccount();
    const signedIn = await signInWithCookie(account.email);
    const firstTab = (await (await exchange(signedIn.code, signedIn.verifier)).json()) as TokenSet;

    const { answer, verifier } = await silentCheck(signedIn.cookie);
    expect(answer.get('state')).toBe('silent-1');
    expect(answer.get('session_state')).toBe(firstTab.session_state);
    const exchanged = await exchange(answer.get('code') ?? '', verifier, `${WEB}/silent-check-sso.html`);
    expect(exchanged.status).toBe(200);
    const secondTab = (await exchanged.json()) as TokenSet;
    expect(decodeJwt(secondTab.access_token).sid).toBe(firstTab.session_state);
    expect(decodeJwt(secondTab.refresh_token)['fid']).not.toBe(decodeJwt(firstTab.refresh_token)['fid']);

    // Each tab rotates its own family: neither ever presents the other's token.
    for (let round = 0; round < 3; round += 1) {
      for (const tab of [firstTab, secondTab]) {
        const next = await refresh(tab.refresh_token);
        expect(next.status).toBe(200);
        tab.refresh_token = ((await next.json()) as TokenSet).refresh_token;
      }
    }
  });

  it('answers prompt=none without a session with login_required, never the sign-in page', async () => {
    const { answer } = await silentCheck('');
    expect(answer.get('error')).toBe('login_required');
    expect(answer.get('state')).toBe('silent-1');
    expect(answer.has('code')).toBe(false);

    const unknown = await silentCheck('LIGGEEY_SSO=forged-value');
    expect(unknown.answer.get('error')).toBe('login_required');
  });

  it("keeps the cookie 30 days with 'Rester connecté', sliding, and ends it with the browser without", async () => {
    const account = await createAccount();
    const remembered = await signInWithCookie(account.email, { rememberMe: true });
    expect(remembered.setCookie).toMatch(/Max-Age=2592000/);
    expect(remembered.setCookie).toMatch(/HttpOnly/);
    expect(remembered.setCookie).toMatch(/SameSite=Lax/);
    expect(remembered.setCookie).toMatch(/Path=\/realms\/liggeey\//);
    const tokens = (await (await exchange(remembered.code, remembered.verifier)).json()) as TokenSet;
    const end = async () =>
      (
        await db.query<{ expires_at: Date; remember: boolean }>(
          'SELECT expires_at, remember FROM identity.browser_sessions WHERE id = $1',
          [tokens.session_state],
        )
      ).rows[0];
    const before = await end();
    expect(before?.remember).toBe(true);
    expect((before?.expires_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    // Weeks away: the session still resumes as long as the last use is less than 30 days old.
    await db.query(
      "UPDATE identity.browser_sessions SET last_seen_at = now() - interval '20 days', expires_at = now() + interval '10 days' WHERE id = $1",
      [tokens.session_state],
    );
    const { answer } = await silentCheck(remembered.cookie);
    expect(answer.get('code')).toBeTruthy();
    expect((await end())?.expires_at.getTime() ?? 0).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const forgetful = await signInWithCookie((await createAccount()).email);
    expect(forgetful.setCookie).not.toMatch(/Max-Age|Expires/);
  });

  it('signs out every tab of the browser session and clears its cookie', async () => {
    const account = await createAccount();
    const signedIn = await signInWithCookie(account.email);
    const firstTab = (await (await exchange(signedIn.code, signedIn.verifier)).json()) as TokenSet;
    const silent = await silentCheck(signedIn.cookie);
    const secondTab = (await (
      await exchange(silent.answer.get('code') ?? '', silent.verifier, `${WEB}/silent-check-sso.html`)
    ).json()) as TokenSet;

    const params = new URLSearchParams({
      id_token_hint: firstTab.id_token,
      post_logout_redirect_uri: REDIRECT,
    });
    const logout = await fetch(`${base}/protocol/openid-connect/logout?${params.toString()}`, {
      redirect: 'manual',
      headers: { cookie: signedIn.cookie },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.getSetCookie().find((line) => line.startsWith('LIGGEEY_SSO='))).toMatch(
      /Expires=Thu, 01 Jan 1970|Max-Age=0/,
    );
    await expectOAuthError(await refresh(firstTab.refresh_token), 400, 'invalid_grant');
    await expectOAuthError(await refresh(secondTab.refresh_token), 400, 'invalid_grant');
    expect((await silentCheck(signedIn.cookie)).answer.get('error')).toBe('login_required');
  });

  it("ends an administrator's browser session idle past the admin limit, remembered or not", async () => {
    const admin = await createAccount('active', 'admin');
    const signedIn = await signInWithCookie(admin.email, { rememberMe: true });
    const tokens = (await (await exchange(signedIn.code, signedIn.verifier)).json()) as TokenSet;
    expect((await refresh(tokens.refresh_token)).status).toBe(200);

    await db.query(
      "UPDATE identity.browser_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1",
      [tokens.session_state],
    );
    expect((await silentCheck(signedIn.cookie)).answer.get('error')).toBe('login_required');
    const { rows } = await db.query('SELECT revoked_reason FROM identity.browser_sessions WHERE id = $1', [
      tokens.session_state,
    ]);
    expect(rows[0]).toEqual({ revoked_reason: 'admin_idle' });
  });

  it("serves userinfo for an open session's access token, and the pages keycloak-js' checks load", async () => {
    const account = await createAccount();
    const tokens = await tokensFor(account.email);
    const userinfo = (accessToken: string) =>
      fetch(`${base}/protocol/openid-connect/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });

    const answer = await userinfo(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ sub: account.id, email: account.email, type: 'worker' });
    await fetch(`${base}/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', refresh_token: tokens.refresh_token }),
    });
    expect((await userinfo(tokens.access_token)).status).toBe(401);

    for (const step of ['step1', 'step2']) {
      const page = await fetch(`${base}/protocol/openid-connect/3p-cookies/${step}.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect(await (await fetch(`${base}/protocol/openid-connect/3p-cookies/step2.html`)).text()).toContain(
      'postMessage',
    );
  });

  it('keeps answering NATS, domain errors included, beside HTTP', async () => {
    expect(identity.output()).toContain('identity HTTP on http://127.0.0.1:');
    const nats = await connect({ servers: inject('infra').natsUrl });
    try {
      const call = async (data: unknown) => {
        const packet = { pattern: 'identity.health', data, id: randomUUID() };
        const reply = await nats.request(rpcSubject(namespace, 'identity.health'), JSON.stringify(packet), {
          timeout: 5_000,
        });
        return reply.json<{ response?: unknown; err?: { code: string } }>();
      };
      expect((await call({ actor: null, data: {} })).response).toMatchObject({
        service: 'identity',
        status: 'ok',
      });
      expect((await call({ nonsense: true })).err?.code).toBe('VALIDATION_FAILED');
    } finally {
      await nats.close();
    }
  });
});
