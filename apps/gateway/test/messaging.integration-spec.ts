import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  connectSocket,
  graphql,
  publishEvent,
  signedInPerson,
  startBackend,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import { type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026!';
const CONVERSATION_FIELDS = `id unreadCount otherLastReadAt lastActivityAt
  otherParticipant { id fullName profession } lastMessage { id senderId content }`;
const START = `mutation($r: ID!) { startConversation(recipientId: $r) { ${CONVERSATION_FIELDS} } }`;
const SEND =
  'mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, content: $t }) { id content senderId createdAt } }';
const LIST = `query($b: String, $l: Int) { conversations(before: $b, limit: $l) { nextCursor items { ${CONVERSATION_FIELDS} } } }`;
const CONVERSATION = `query($id: ID!) { conversation(id: $id) { ${CONVERSATION_FIELDS} } }`;
const MESSAGES =
  'query($c: ID!, $b: ID, $l: Int) { messages(conversationId: $c, before: $b, limit: $l) { hasMore items { id content } } }';
const MARK_READ =
  'mutation($c: ID!) { markConversationRead(conversationId: $c) { conversationId lastReadAt } }';
const UNREAD = '{ unreadConversationCount }';
const SEARCH = 'query($q: String!) { searchUsers(query: $q) { id fullName profession type available } }';

interface Person {
  id: string;
  token: string;
}

interface Conversation {
  id: string;
  unreadCount: number;
  otherLastReadAt: string | null;
  otherParticipant: { id: string; fullName: string; profession: string | null } | null;
  lastMessage: { id: string; senderId: string; content: string } | null;
}

describe('messaging: conversations and messages', () => {
  let backend: Backend;
  let db: pg.Client;
  let employer: Person;
  let worker: Person;
  let otherWorker: Person;
  let stranger: Person;
  let busyWorker: Person;
  const sockets: Socket[] = [];

  async function person(type: 'worker' | 'employer', fullName: string): Promise<Person> {
    const { id, accessToken } = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Plombier' : null,
      password: PASSWORD,
    });
    return { id, token: accessToken };
  }

  function call<T>(who: Person, query: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(backend.gatewayUrl, query, {
      headers: { authorization: `Bearer ${who.token}` },
      variables,
    });
  }

  async function start(from: Person, to: Person): Promise<Conversation> {
    const result = await call<{ startConversation: Conversation }>(from, START, { r: to.id });
    expect(result.errors).toBeUndefined();
    return result.data?.startConversation as Conversation;
  }

  async function send(from: Person, conversationId: string, content: string) {
    const result = await call<{ sendMessage: { id: string; content: string } }>(from, SEND, {
      c: conversationId,
      t: content,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.sendMessage as { id: string; content: string };
  }

  async function list(who: Person): Promise<Conversation[]> {
    const result = await call<{ conversations: { items: Conversation[] } }>(who, LIST);
    expect(result.errors).toBeUndefined();
    return result.data?.conversations.items ?? [];
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'messaging',
      services: ['identity', 'profiles', 'messaging'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    [employer, worker, otherWorker, stranger, busyWorker] = await Promise.all([
      person('employer', 'Teranga Services'),
      person('worker', 'Ousmane Diallo'),
      person('worker', 'Ousseynou Faye'),
      person('employer', 'Curieux Indiscret'),
      person('worker', 'Fatou Occupée'),
    ]);
    await db.query('UPDATE profiles.profiles SET available = false WHERE id = $1', [busyWorker.id]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await db.end();
    await backend.stop();
  });

  it('creates one conversation per pair even when both sides start it at the same moment', async () => {
    const attempts = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call<{ startConversation: Conversation }>(employer, START, { r: worker.id }),
      ),
      ...Array.from({ length: 5 }, () =>
        call<{ startConversation: Conversation }>(worker, START, { r: employer.id }),
      ),
    ]);

    const ids = new Set(attempts.map((attempt) => attempt.data?.startConversation.id));
    expect(attempts.every((attempt) => attempt.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM messaging.conversations WHERE $1 IN (user_low, user_high) AND $2 IN (user_low, user_high)',
      [employer.id, worker.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect(attempts[0]?.data?.startConversation.otherParticipant).toEqual({
      id: worker.id,
      fullName: 'Ousmane Diallo',
      profession: 'Plombier',
    });
  });

  it("refuses an unavailable worker with 'Professionnel indisponible' and creates nothing", async () => {
    const result = await call(employer, START, { r: busyWorker.id });

    expect(result.errors?.[0]?.message).toBe('Professionnel indisponible');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM messaging.conversation_participants WHERE user_id = $1',
      [busyWorker.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('does not send an empty or whitespace message', async () => {
    const conversation = await start(employer, worker);
    const before = await db.query('SELECT count(*)::int AS n FROM messaging.messages');

    for (const content of ['', '   ', '\n\t']) {
      const result = await call(employer, SEND, { c: conversation.id, t: content });
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toBe('Le message est vide.');
    }
    const after = await db.query('SELECT count(*)::int AS n FROM messaging.messages');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('stores a resent message once: the same client id answers the first message', async () => {
    const conversation = await start(employer, worker);
    const resend = `mutation($c: ID!, $t: String!, $k: ID) {
      sendMessage(input: { conversationId: $c, content: $t, clientId: $k }) { id content } }`;
    const clientId = randomUUID();

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ sendMessage: { id: string } }>(employer, resend, {
          c: conversation.id,
          t: 'Bonjour',
          k: clientId,
        }),
      ),
    );
    const other = await call<{ sendMessage: { id: string } }>(employer, resend, {
      c: conversation.id,
      t: 'Bonjour',
      k: randomUUID(),
    });

    const ids = new Set(answers.map((answer) => answer.data?.sendMessage.id));
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
    expect(ids.size).toBe(1);
    expect(ids.has(other.data?.sendMessage.id)).toBe(false);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM messaging.messages WHERE conversation_id = $1',
      [conversation.id],
    );
    expect(rows[0]).toEqual({ n: 2 });

    // The same client id in another conversation is not a resend: refused, nothing stored.
    const elsewhere = await start(employer, otherWorker);
    const reused = await call(employer, resend, { c: elsewhere.id, t: 'Bonjour', k: clientId });
    expect(reused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const { rows: stored } = await db.query(
      'SELECT count(*)::int AS n FROM messaging.messages WHERE conversation_id = $1',
      [elsewhere.id],
    );
    expect(stored[0]).toEqual({ n: 0 });
  });

  it('keeps a conversation to its participants: a stranger can neither read, post nor join its room', async () => {
    const conversation = await start(employer, worker);
    await send(employer, conversation.id, 'Bonjour, êtes-vous libre demain ?');

    const read = await call(stranger, MESSAGES, { c: conversation.id });
    const open = await call(stranger, CONVERSATION, { id: conversation.id });
    const post = await call(stranger, SEND, { c: conversation.id, t: 'Je m’invite' });
    const markRead = await call(stranger, MARK_READ, { c: conversation.id });
    for (const result of [read, open, post, markRead])
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM messaging.messages WHERE sender_id = $1',
      [stranger.id],
    );
    expect(rows[0]).toEqual({ n: 0 });

    const strangerSocket = await connectSocket(backend.gatewayUrl, stranger.token);
    const workerSocket = await connectSocket(backend.gatewayUrl, worker.token);
    sockets.push(strangerSocket, workerSocket);
    expect(
      await strangerSocket.emitWithAck('conversation:join', { conversationId: conversation.id }),
    ).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await workerSocket.emitWithAck('conversation:join', { conversationId: conversation.id })).toEqual({
      ok: true,
    });
    // Typing is relayed within the room only: the stranger, refused the room, hears nothing.
    const strangerHeard: unknown[] = [];
    strangerSocket.on('conversation:typing', (payload: unknown) => strangerHeard.push(payload));
    strangerSocket.emit('conversation:typing', { conversationId: conversation.id });
    const employerSocket = await connectSocket(backend.gatewayUrl, employer.token);
    sockets.push(employerSocket);
    await employerSocket.emitWithAck('conversation:join', { conversationId: conversation.id });
    const typing = new Promise((resolve) => workerSocket.once('conversation:typing', resolve));
    employerSocket.emit('conversation:typing', { conversationId: conversation.id });
    expect(await typing).toEqual({ conversationId: conversation.id, userId: employer.id });
    expect(strangerHeard).toEqual([]);
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connectSocket(backend.gatewayUrl, 'not-a-token')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('lists conversations by last activity with the last message, unread counts and read receipts', async () => {
    const withWorker = await start(employer, worker);
    const withOther = await start(employer, otherWorker);
    await send(otherWorker, withOther.id, 'Je peux passer lundi.');
    await send(worker, withWorker.id, 'Oui, à 9 h.');

    const [first, second] = await list(employer);
    expect([first?.id, second?.id]).toEqual([withWorker.id, withOther.id]);
    expect(first?.lastMessage).toMatchObject({ senderId: worker.id, content: 'Oui, à 9 h.' });
    expect(first?.unreadCount).toBe(1);
    expect(second?.unreadCount).toBe(1);
    expect(
      (await call<{ unreadConversationCount: number }>(employer, UNREAD)).data?.unreadConversationCount,
    ).toBe(2);

    const read = await call<{ markConversationRead: { lastReadAt: string } }>(employer, MARK_READ, {
      c: withWorker.id,
    });
    expect(read.errors).toBeUndefined();
    const [afterRead] = await list(employer);
    expect(afterRead?.unreadCount).toBe(0);
    expect(
      (await call<{ unreadConversationCount: number }>(employer, UNREAD)).data?.unreadConversationCount,
    ).toBe(1);
    const [workerView] = await list(worker);
    expect(workerView?.otherLastReadAt).toBe(read.data?.markConversationRead.lastReadAt);
  });

  it('pages messages backwards, oldest first within a page', async () => {
    const conversation = await start(otherWorker, stranger);
    for (let index = 1; index <= 5; index += 1) await send(otherWorker, conversation.id, `Message ${index}`);

    const latest = await call<{ messages: { hasMore: boolean; items: { id: string; content: string }[] } }>(
      stranger,
      MESSAGES,
      { c: conversation.id, l: 2 },
    );
    expect(latest.data?.messages.items.map((message) => message.content)).toEqual(['Message 4', 'Message 5']);
    expect(latest.data?.messages.hasMore).toBe(true);
    const older = await call<{ messages: { hasMore: boolean; items: { content: string }[] } }>(
      stranger,
      MESSAGES,
      {
        c: conversation.id,
        b: latest.data?.messages.items[0]?.id,
        l: 3,
      },
    );
    expect(older.data?.messages.items.map((message) => message.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(older.data?.messages.hasMore).toBe(false);
  });

  it('finds people by name for a new conversation: 3 characters at least, never oneself', async () => {
    const short = await call<{ searchUsers: unknown[] }>(worker, SEARCH, { q: '  ou ' });
    expect(short.data?.searchUsers).toEqual([]);

    const found = await call<{ searchUsers: { id: string; fullName: string; available: boolean }[] }>(
      worker,
      SEARCH,
      {
        q: ' OUS ',
      },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.searchUsers.map((user) => user.fullName)).toEqual(['Ousseynou Faye']);

    const unaccented = await call<{ searchUsers: { fullName: string; available: boolean }[] }>(
      employer,
      SEARCH,
      {
        q: 'occupee',
      },
    );
    expect(unaccented.data?.searchUsers).toEqual([
      expect.objectContaining({ fullName: 'Fatou Occupée', available: false }),
    ]);
  });

  it("erases a deleted account's conversations and their messages", async () => {
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userDeleted, {
      userId: stranger.id,
    });

    const left = await until(
      () =>
        db.query<{ conversations: number; messages: number }>(
          `SELECT (SELECT count(*)::int FROM messaging.conversation_participants WHERE user_id = $1) AS conversations,
                  (SELECT count(*)::int FROM messaging.messages m JOIN messaging.conversations c ON c.id = m.conversation_id
                    WHERE $1 IN (c.user_low, c.user_high)) AS messages`,
          [stranger.id],
        ),
      (result) => result.rows[0]?.conversations === 0,
    );
    expect(left.rows[0]).toEqual({ conversations: 0, messages: 0 });
    expect((await list(otherWorker)).map((conversation) => conversation.otherParticipant?.id)).not.toContain(
      stranger.id,
    );
  });
});
