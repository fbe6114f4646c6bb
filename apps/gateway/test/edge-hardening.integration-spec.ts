import { type AppProcess, graphql, startGateway } from '@liggeey/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const TOO_COMPLEX = 'Requête trop complexe. Veuillez la simplifier.';
const ONE_MONEY = 'Une seule opération sur les crédits ou les paiements par requête.';
const INTROSPECTION = '{ __schema { queryType { name } } }';

/** `{ a { a { … } } }`, `depth` levels of a field that does not exist: the limits read the document only. */
const nested = (depth: number) => `{ ${'a { '.repeat(depth - 1)}a${' }'.repeat(depth - 1)} }`;
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_unused, i) => `f${i}: faqs { id }`).join(' ')} }`;

/**
 * Issue 18 (HTTP edge) and 21 (abuse limits): every answer carries the security headers, and a
 * document too large, too deep, too aliased or with two money operations is refused in French
 * before anything runs; production also hides the schema.
 */
describe('the gateway edge', () => {
  const infra = inject('infra');
  const started: AppProcess[] = [];
  let development: string;
  let production: string;

  beforeAll(async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { app, url } = await startGateway(infra, {
        NODE_ENV,
        RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_NAMESPACE: `test:${randomBytes(4).toString('hex')}:`,
      });
      started.push(app);
      if (NODE_ENV === 'production') production = url;
      else development = url;
    }
  });

  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
  });

  const messages = async (url: string, query: string) =>
    ((await graphql(url, query)).errors ?? []).map((error) => error.message);

  it('sends the security headers, HSTS in production only', async () => {
    for (const path of ['/health', '/graphql']) {
      const response = await fetch(`${development}${path}`, {
        method: path === '/graphql' ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        ...(path === '/graphql' ? { body: JSON.stringify({ query: '{ __typename }' }) } : {}),
      });
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const secure = await fetch(`${production}/health`);
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('refuses too many aliases, too deep a document and too many tokens in French', async () => {
    expect(await messages(development, aliased(15))).not.toContain(TOO_COMPLEX);
    expect(await messages(development, aliased(16))).toContain(TOO_COMPLEX);
    expect(await messages(development, nested(10))).not.toContain(TOO_COMPLEX);
    expect(await messages(development, nested(11))).toContain(TOO_COMPLEX);
    // Deep enough to overflow the stack if it were ever walked: refused when parsed.
    expect(await messages(development, nested(2_000))).toEqual([TOO_COMPLEX]);
  });

  it('refuses two money operations in one mutation, aliased or in a fragment, before running either', async () => {
    const spend = (alias: string) =>
      `${alias}: spendCredits(input: { amount: 1, description: "Test", idempotencyKey: "cle-${alias}-0001" }) { balance }`;
    expect(await messages(development, `mutation { ${spend('a')} ${spend('b')} }`)).toEqual([ONE_MONEY]);
    expect(
      await messages(
        development,
        `mutation { ${spend('a')} ...more } fragment more on Mutation { ${spend('b')} }`,
      ),
    ).toEqual([ONE_MONEY]);
    // One is fine (the visitor is then refused by the access rules, as always).
    expect(await messages(development, `mutation { ${spend('a')} }`)).toEqual([
      'Veuillez vous connecter pour continuer.',
    ]);
  });

  it('hides the schema in production: no introspection, no field suggestions', async () => {
    expect(await messages(development, INTROSPECTION)).toEqual([]);
    expect((await messages(production, INTROSPECTION))[0]).toMatch(/introspection/i);
    expect((await messages(development, '{ faq { id } }'))[0]).toContain('Did you mean');
    const hidden = await messages(production, '{ faq { id } }');
    expect(hidden[0]).toMatch(/^Cannot query field "faq"/);
    expect(hidden[0]).not.toContain('Did you mean');
  });
});
