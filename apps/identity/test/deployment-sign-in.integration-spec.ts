import { webRedirectUris } from '@liggeey/contracts/web-redirects';
import {
  composeEnvironment,
  containerEnvironment,
  find,
  loadCompose,
  publicOrigin,
  renderOverlay,
} from '@liggeey/deploy-check';
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
import { hash } from '@node-rs/argon2';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Sign-in, silent check-sso and sign-out end to end, with the identity settings of each deployment
 * (its allowed redirect addresses, issuer, web address, trusted proxy, cookie secret, NODE_ENV) as
 * docker-compose.yml and the dev overlay give them; only the connections to the infrastructure are
 * the test's. The browser's side is played by hand, with the addresses the web app really uses.
 */
const PASSWORD = 'Motdepasse123!';

/** The infrastructure and listener settings, which the test provides. */
const INFRASTRUCTURE =
  /^(DATABASE_URL|NATS_URL|NATS_NAMESPACE|NATS_USER|NATS_PASSWORD|NATS_TLS_CA|REDIS_URL|SMTP_URL|S3_|STORAGE_DRIVER|HOST|HTTP_PORT|HEALTH_PORT)/;

function identitySettings(environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(environment).filter(([name]) => !INFRASTRUCTURE.test(name)));
}

const compose = loadCompose();
const composeIdentity = compose.services['identity'];
if (!composeIdentity) throw new Error('no identity in docker-compose.yml');
const dev = renderOverlay('dev');
const prod = renderOverlay('prod');

/** Production signs with the keys of a mounted Secret: a fresh key in a file here. */
async function signingKeysFile(): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const file = join(mkdtempSync(join(tmpdir(), 'signing-keys-')), 'keys.json');
  writeFileSync(file, JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID() }] }));
  return file;
}

const DEPLOYMENTS = [
  {
    name: 'docker-compose',
    label: 'compose',
    origin: 'http://localhost:5173',
    settings: identitySettings(composeEnvironment(composeIdentity)),
  },
  {
    name: 'the dev overlay',
    label: 'dev',
    origin: publicOrigin(dev),
    settings: identitySettings(containerEnvironment(dev, find(dev, 'Deployment', 'identity'))),
  },
  {
    name: 'the prod overlay',
    label: 'prod',
    origin: publicOrigin(prod),
    settings: {
      ...identitySettings(containerEnvironment(prod, find(prod, 'Deployment', 'identity'))),
      // The template's device-cookie placeholder is refused in production, as it should be.
      DEVICE_COOKIE_SECRET: randomBytes(48).toString('base64'),
      OIDC_SIGNING_KEYS_FILE: await signingKeysFile(),
    },
  },
];

describe.each(DEPLOYMENTS)(
  'signing in with the identity settings of $name',
  ({ label, origin, settings }) => {
    const [landing, signedOut, silentPage] = webRedirectUris(origin) as [string, string, string];
    const namespace = testNamespace();
    let database: TestDatabase;
    let identity: AppProcess;
    let db: pg.Client;
    let base: string;

    beforeAll(async () => {
      const infra = inject('infra');
      database = await createTestDatabase(
        infra.databaseUrl,
        `identity_deploy_${label}`,
        await migratedTemplate(infra.databaseUrl),
      );
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const port = await freePort();
      base = `http://127.0.0.1:${port}/realms/liggeey`;
      identity = await startApp('identity', {
        env: {
          ...settings,
          DATABASE_URL: database.url,
          NATS_URL: infra.natsUrl,
          REDIS_URL: infra.redisUrl,
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

    function authorize(
      redirectUri: string,
      challenge: string,
      extra: Record<string, string> = {},
      cookie = '',
    ) {
      const params = new URLSearchParams({
        client_id: 'web',
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...extra,
      });
      return fetch(`${base}/protocol/openid-connect/auth?${params.toString()}`, {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
    }

    function exchange(code: string, verifier: string, redirectUri: string) {
      return fetch(`${base}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          client_id: 'web',
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: redirectUri,
        }),
      });
    }

    it('signs in to the landing page, resumes the session on the silent page and signs out to the root', async () => {
      const id = randomUUID();
      const email = `deploy-${id.slice(0, 8)}@example.test`;
      await db.query(
        "INSERT INTO identity.accounts (id, email, password_hash, type, status) VALUES ($1, $2, $3, 'worker', 'active')",
        [id, email, await hash(PASSWORD)],
      );

      // 1. The web app's sign-in: to the provider, which sends the browser to the web's /login page.
      const { verifier, challenge } = pkcePair();
      const started = await authorize(landing, challenge);
      expect(started.status).toBe(302);
      const login = new URL(started.headers.get('location') ?? '');
      expect(`${login.origin}${login.pathname}`).toBe(`${origin}/login`);

      // 2. The /login page posts the credentials; the answer sends the browser back to the landing page.
      const authenticated = await fetch(`${base}/login-actions/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
        body: JSON.stringify({ challenge: login.searchParams.get('challenge'), email, password: PASSWORD }),
      });
      expect(authenticated.status).toBe(200);
      const { redirect } = (await authenticated.json()) as { redirect: string };
      const back = new URL(redirect);
      expect(`${back.origin}${back.pathname}`).toBe(landing);
      const cookie = authenticated.headers
        .getSetCookie()
        .find((line) => line.startsWith('LIGGEEY_SSO='))
        ?.split(';')[0];
      expect(cookie).toBeTruthy();

      // 3. keycloak-js exchanges the code: tokens from the deployment's issuer.
      const tokens = await exchange(
        new URLSearchParams(back.hash.slice(1)).get('code') ?? '',
        verifier,
        landing,
      );
      expect(tokens.status).toBe(200);
      const { access_token: accessToken, id_token: idToken } = (await tokens.json()) as {
        access_token: string;
        id_token: string;
      };
      expect(decodeJwt(accessToken).iss).toBe(settings['OIDC_ISSUER']);
      expect(decodeJwt(idToken).sub).toBe(id);

      // 4. A new tab: keycloak-js' silent check-sso comes back to the silent page with a code.
      const silent = pkcePair();
      const checked = await authorize(silentPage, silent.challenge, { prompt: 'none' }, cookie);
      expect(checked.status).toBe(302);
      const silentBack = new URL(checked.headers.get('location') ?? '');
      expect(`${silentBack.origin}${silentBack.pathname}`).toBe(silentPage);
      const silentCode = new URLSearchParams(silentBack.hash.slice(1)).get('code') ?? '';
      expect((await exchange(silentCode, silent.verifier, silentPage)).status).toBe(200);

      // 5. Sign-out comes back to the site's root.
      const params = new URLSearchParams({
        client_id: 'web',
        id_token_hint: idToken,
        post_logout_redirect_uri: signedOut,
      });
      const loggedOut = await fetch(`${base}/protocol/openid-connect/logout?${params.toString()}`, {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      expect(loggedOut.status).toBe(302);
      expect(loggedOut.headers.get('location')).toBe(signedOut);
    });
  },
);
