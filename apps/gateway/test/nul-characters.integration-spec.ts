import { type Backend, type SignedInPerson, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Louga-Texte-2026';
const NUL_MESSAGE = 'Le texte contient un caractère non autorisé.';

/**
 * Issue 21: Postgres cannot store a NUL character in text; every service refuses it with the
 * French validation error and changes nothing, instead of failing as INTERNAL at the database.
 */
describe('a NUL character in a text input', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let worker: SignedInPerson;

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'nul_characters',
      services: ['identity', 'profiles', 'feed', 'messaging'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    worker = await signedInPerson(backend, db, infra.natsUrl, {
      type: 'worker',
      fullName: 'Moussa Fall',
      profession: 'Menuisier',
      password: PASSWORD,
    });
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it.each([
    [
      'a post',
      'mutation($i: PostInput!) { createPost(input: $i) { id } }',
      { content: 'Atelier\u0000ouvert' },
    ],
    [
      'a profile',
      'mutation($i: ProfileUpdateInput!) { updateMyProfile(input: $i) { id } }',
      { description: 'Menuiserie\u0000 fine' },
    ],
    [
      'a contact message',
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
      { name: 'Moussa\u0000', email: 'moussa@exemple.sn', subject: 'Question', message: 'Bonjour' },
    ],
  ])('refuses it in %s in French, storing nothing', async (_what, mutation, input) => {
    const before = {
      posts: await count('feed.posts'),
      messages: await count('messaging.contact_messages'),
      profile: (await db.query('SELECT description FROM profiles.profiles WHERE id = $1', [worker.id])).rows,
    };

    const result = await graphql(backend.gatewayUrl, mutation, {
      headers: worker.headers,
      variables: { i: input },
    });

    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toBe(NUL_MESSAGE);
    expect({
      posts: await count('feed.posts'),
      messages: await count('messaging.contact_messages'),
      profile: (await db.query('SELECT description FROM profiles.profiles WHERE id = $1', [worker.id])).rows,
    }).toEqual(before);
  });
});
