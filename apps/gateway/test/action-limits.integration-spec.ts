import { randomBytes } from 'node:crypto';
import { type Backend, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Kaolack-Limites-2026!';
const CREATE_POST = 'mutation($c: String!) { createPost(input: { content: $c }) { id } }';
const COMMENT = 'mutation($p: ID!, $c: String!) { addPostComment(postId: $p, content: $c) { id } }';
const START = 'mutation($r: ID!) { startConversation(recipientId: $r) { id } }';
const SEND =
  'mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, content: $t }) { id } }';
const CHANGE_PASSWORD =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { endedSessions } }';
const DELETE_ACCOUNT = 'mutation($p: String!) { deleteAccount(password: $p) }';
const SUBSCRIBE = 'mutation($e: String!) { subscribeToNewsletter(email: $e) { email } }';
const CONTACT = 'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }';

interface Person {
  id: string;
  token: string;
}

/** Each case below fills one budget of ACTION_LIMITS, then checks the refusal changed nothing. */
describe('abuse limits per account and per network address', () => {
  let backend: Backend;
  let db: pg.Client;
  const call = <T>(who: Person | null, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(backend.gatewayUrl, query, {
      variables,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n);
  const person = async (type: 'worker' | 'employer', fullName: string): Promise<Person> => {
    const { id, accessToken } = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Menuisier' : null,
      password: PASSWORD,
    });
    return { id, token: accessToken };
  };
  const expectRefused = (
    result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] },
    message: RegExp,
  ) => {
    expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(result.errors?.[0]?.message).toMatch(message);
  };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'action-limits',
      services: ['identity', 'profiles', 'feed', 'messaging', 'ledger'],
      // Per-address budgets are off on loopback in tests unless asked; the budget is this file's own.
      env: {
        RATE_LIMIT_ALLOW_LOOPBACK: 'false',
        RATE_LIMIT_NAMESPACE: `test:${randomBytes(4).toString('hex')}:`,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('stops the 11th post in ten minutes with a French wait, stores nothing more, and leaves other members free', async () => {
    const author = await person('worker', 'Modou Fall');
    const neighbour = await person('worker', 'Astou Ndiaye');
    for (let n = 1; n <= 10; n += 1) {
      const posted = await call(author, CREATE_POST, { c: `Chantier n°${n}` });
      expect(posted.errors).toBeUndefined();
    }

    const refused = await call(author, CREATE_POST, { c: 'Une de trop' });

    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(
      /^Trop de publications en peu de temps\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    expect(await count('SELECT count(*) AS n FROM feed.posts WHERE user_id = $1', [author.id])).toBe(10);
    expect((await call(neighbour, CREATE_POST, { c: 'Mon atelier' })).errors).toBeUndefined();
  });

  it('stops the 21st comment in a minute and keeps twenty', async () => {
    const author = await person('worker', 'Ibou Sarr');
    const commenter = await person('employer', 'Seynabou Diallo');
    const post = await call<{ createPost: { id: string } }>(author, CREATE_POST, {
      c: 'Ma dernière cuisine',
    });
    const postId = post.data?.createPost.id;
    for (let n = 1; n <= 20; n += 1) {
      expect((await call(commenter, COMMENT, { p: postId, c: `Bravo ${n}` })).errors).toBeUndefined();
    }

    const refused = await call(commenter, COMMENT, { p: postId, c: 'Encore bravo' });

    expectRefused(
      refused,
      /^Trop de commentaires en peu de temps\. Veuillez réessayer dans \d+ secondes?\.$/,
    );
    expect(await count('SELECT count(*) AS n FROM feed.post_comments WHERE post_id = $1', [postId])).toBe(20);
  });

  it('stops the 61st message in a minute, sent in parallel, and keeps sixty', async () => {
    const employer = await person('employer', 'Pape Gueye');
    const worker = await person('worker', 'Mame Diarra');
    const started = await call<{ startConversation: { id: string } }>(employer, START, { r: worker.id });
    const conversationId = started.data?.startConversation.id;

    const results = await Promise.all(
      Array.from({ length: 70 }, (_, n) => call(employer, SEND, { c: conversationId, t: `Bonjour ${n}` })),
    );

    const refused = results.filter((result) => result.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(results.filter((result) => !result.errors)).toHaveLength(60);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.errors?.[0]?.message).toMatch(/^Trop de messages envoyés en peu de temps\./);
    expect(
      await count('SELECT count(*) AS n FROM messaging.messages WHERE conversation_id = $1', [
        conversationId,
      ]),
    ).toBe(60);
    // The other side of the conversation still answers.
    expect((await call(worker, SEND, { c: conversationId, t: 'Je suis disponible' })).errors).toBeUndefined();
  });

  it('counts password checks of the security page and the deletion wizard together: the 6th is refused and the account stays', async () => {
    const member = await person('worker', 'Cheikh Mbaye');
    for (let n = 1; n <= 3; n += 1) {
      const wrong = await call(member, CHANGE_PASSWORD, { c: `Mauvais-${n}-2026!`, n: 'Nouveau-Mot-2026!' });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    for (let n = 1; n <= 2; n += 1) {
      const wrong = await call(member, DELETE_ACCOUNT, { p: `Mauvais-${n}-2026!` });
      expect(wrong.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
    }

    // Even the right password is not checked any more: guessing is what the budget stops.
    const refused = await call(member, DELETE_ACCOUNT, { p: PASSWORD });

    expectRefused(
      refused,
      /^Trop de tentatives avec le mot de passe\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    expect(await count('SELECT count(*) AS n FROM identity.accounts WHERE id = $1', [member.id])).toBe(1);
  });

  it('counts newsletter sign-ups and contact messages per network address, signed in or not', async () => {
    for (let n = 1; n <= 20; n += 1) {
      expect((await call(null, SUBSCRIBE, { e: `lecteur-${n}@exemple.sn` })).errors).toBeUndefined();
    }
    const newsletter = await call(null, SUBSCRIBE, { e: 'lecteur-21@exemple.sn' });
    expectRefused(newsletter, /^Trop d'inscriptions à la newsletter depuis cette connexion\./);
    expect(
      await count("SELECT count(*) AS n FROM messaging.newsletter_subscribers WHERE email LIKE 'lecteur-%'"),
    ).toBe(20);

    const member = await person('employer', 'Awa Thiam');
    const message = (n: number) => ({
      i: {
        name: 'Awa Thiam',
        email: 'awa.thiam@exemple.sn',
        subject: `Question ${n}`,
        message: 'Bonjour, une question.',
      },
    });
    for (let n = 1; n <= 5; n += 1) expect((await call(member, CONTACT, message(n))).errors).toBeUndefined();
    const contact = await call(member, CONTACT, message(6));
    expectRefused(contact, /^Trop de messages envoyés au support\./);
    expect(
      await count(
        "SELECT count(*) AS n FROM messaging.contact_messages WHERE email = 'awa.thiam@exemple.sn'",
      ),
    ).toBe(5);
  });

  it('refuses the 21st sign-up form from one address with a 429 and creates no account', async () => {
    const signUp = (n: number) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        type: 'worker',
        fullName: `Nouveau ${n}`,
        email: `nouveau-${n}@exemple.sn`,
        password: PASSWORD,
        profession: 'Maçon',
      })) {
        form.append(name, value);
      }
      return fetch(`${backend.gatewayUrl}/uploads/signup`, { method: 'POST', body: form });
    };
    for (let n = 1; n <= 20; n += 1) expect((await signUp(n)).status).not.toBe(429);

    const refused = await signUp(21);

    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(
      /^Trop de comptes créés depuis cette connexion\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    expect(
      await count("SELECT count(*) AS n FROM identity.accounts WHERE email = 'nouveau-21@exemple.sn'"),
    ).toBe(0);
  });
});
