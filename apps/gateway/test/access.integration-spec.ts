import { type AppProcess, freePort, graphql, startGateway } from '@liggeey/testing';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const VIEWER = '{ viewer { id type } }';
const ISSUER = 'https://liggeey.test/realms/liggeey';
/** What identity puts in an access token besides the person: the gateway checks each. */
const ACCESS = { iss: ISSUER, aud: 'web', typ: 'Bearer' };

/** Stands in for identity's JWKS endpoint, with a key the test signs tokens with. */
async function startJwks(publicJwk: JWK): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/certs`, server };
}

describe('gateway access control and rate limiting', () => {
  const kid = 'test-key-1';
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let jwks: { url: string; server: Server };
  let gateway: AppProcess;
  let url: string;

  const token = (claims: Record<string, unknown>, expiresIn = '5m') =>
    new SignJWT({ ...ACCESS, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);

  beforeAll(async () => {
    const keys = await generateKeyPair('ES256');
    privateKey = keys.privateKey;
    jwks = await startJwks({ ...(await exportJWK(keys.publicKey)), kid, alg: 'ES256', use: 'sig' });
    ({ app: gateway, url } = await startGateway(inject('infra'), {
      JWKS_URL: jwks.url,
      JWT_ISSUER: ISSUER,
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_ALLOW_LOOPBACK: 'false',
      RATE_LIMIT_NAMESPACE: `test:${randomBytes(4).toString('hex')}:`,
    }));
  });

  afterAll(async () => {
    await gateway.stop();
    jwks.server.close();
  });

  it('answers a signed-in query for a valid token', async () => {
    const id = randomUUID();
    const result = await graphql<{ viewer: { id: string; type: string } }>(url, VIEWER, {
      headers: { authorization: `Bearer ${await token({ sub: id, type: 'employer' })}` },
    });

    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({ id, type: 'employer' });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
  ])('refuses a signed-in query with %s', async (_case, bearer) => {
    const result = await graphql(url, VIEWER, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Veuillez vous connecter pour continuer.');
  });

  it('refuses an expired token and one signed by another key', async () => {
    const expired = await new SignJWT({ ...ACCESS, sub: randomUUID(), type: 'worker' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(privateKey);
    const stranger = await generateKeyPair('ES256');
    const forged = await new SignJWT({ ...ACCESS, sub: randomUUID(), type: 'admin' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setExpirationTime('5m')
      .sign(stranger.privateKey);

    for (const bearer of [expired, forged]) {
      const result = await graphql(url, VIEWER, { headers: { authorization: `Bearer ${bearer}` } });
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    ['an ID token', { typ: 'ID' }],
    ['a refresh token', { typ: 'Refresh', aud: ISSUER }],
    ['a token without a type', { typ: undefined }],
    ['another audience', { aud: 'mobile' }],
    ['another issuer', { iss: 'https://evil.example/realms/liggeey' }],
    ['no issuer', { iss: undefined }],
  ])('refuses %s signed by the right key', async (_case, claims) => {
    const bearer = await token({ sub: randomUUID(), type: 'worker', ...claims });

    const result = await graphql(url, VIEWER, { headers: { authorization: `Bearer ${bearer}` } });

    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses an unsigned token ('alg: none')", async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', kid })}.${encode({ ...ACCESS, sub: randomUUID(), type: 'admin', iat: now, exp: now + 300 })}.`;

    const result = await graphql(url, VIEWER, { headers: { authorization: `Bearer ${unsigned}` } });

    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token whose type is not a user type', async () => {
    const result = await graphql(url, VIEWER, {
      headers: { authorization: `Bearer ${await token({ sub: randomUUID(), type: 'superuser' })}` },
    });

    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('echoes the request id it was given', async () => {
    const response = await fetch(`${url}/health`, { headers: { 'x-request-id': 'support-ticket-7' } });

    expect(response.headers.get('x-request-id')).toBe('support-ticket-7');
  });
});

describe('gateway rate limit shared through Redis', () => {
  const gateways: AppProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    const namespace = `test:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const { app, url } = await startGateway(inject('infra'), {
        RATE_LIMIT_PER_MINUTE: '6',
        RATE_LIMIT_ALLOW_LOOPBACK: 'false',
        RATE_LIMIT_NAMESPACE: namespace,
      });
      gateways.push(app);
      urls.push(url);
    }
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
  });

  it('counts requests to both instances against one budget and answers in French past it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await fetch(`${urls[i % 2] ?? ''}/health`)).status);
    const refused = await fetch(`${urls[1] ?? ''}/health`);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
    });
  });
});
