import { type Backend, graphql, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeToNewsletter(email: $email) { email } }';

interface Subscription {
  email: string;
}

describe('newsletter sign-up', () => {
  let backend: Backend;
  let db: pg.Client;
  const subscribe = (email: string) =>
    graphql<{ subscribeToNewsletter: Subscription }>(backend.gatewayUrl, SUBSCRIBE, { variables: { email } });
  const rows = async (email: string) =>
    (
      await db.query<{ email: string }>(
        'SELECT email FROM messaging.newsletter_subscribers WHERE email = $1',
        [email],
      )
    ).rows;
  const total = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM messaging.newsletter_subscribers')).rows[0]
        ?.n,
    );

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'newsletter', services: ['messaging'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('stores a new address trimmed and lower-cased', async () => {
    const result = await subscribe('  Khady.Ndoye@Exemple.SN ');

    expect(result.errors).toBeUndefined();
    expect(result.data?.subscribeToNewsletter).toEqual({ email: 'khady.ndoye@exemple.sn' });
    expect(await rows('khady.ndoye@exemple.sn')).toEqual([{ email: 'khady.ndoye@exemple.sn' }]);
  });

  it('answers an address already on the list exactly as the first time, whatever its case, and adds no row', async () => {
    const first = await subscribe('serigne.mbaye@exemple.sn');
    const before = await total();

    const again = await subscribe('Serigne.MBAYE@exemple.sn');

    expect(again.errors).toBeUndefined();
    expect(again).toEqual(first);
    expect(again.data?.subscribeToNewsletter).toEqual({ email: 'serigne.mbaye@exemple.sn' });
    expect(await total()).toBe(before);
  });

  it.each(['', '   ', 'ndeye', 'ndeye@exemple', 'ndeye fall@exemple.sn', '@exemple.sn'])(
    'refuses %j in French and stores nothing',
    async (email) => {
      const before = await total();
      const result = await subscribe(email);

      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toBe('Veuillez saisir une adresse e-mail valide.');
      expect(result.errors?.[0]?.extensions?.details).toEqual({ field: 'email' });
      expect(result.data ?? null).toBeNull();
      expect(await total()).toBe(before);
    },
  );

  it('keeps one row when identical requests race, and answers them all alike', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `course-${round}@exemple.sn`;
      const results = await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));

      expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
      expect(results.map((r) => r.data)).toEqual(results.map(() => ({ subscribeToNewsletter: { email } })));
      expect(await rows(email)).toHaveLength(1);
    }
  });
});
