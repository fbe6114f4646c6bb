import {
  IdentityEvents,
  type MessageCreated,
  MessagingConversationsRpc,
  defineEvent,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type AppProcess,
  type Backend,
  type RunningGateway,
  connectSocket,
  graphql,
  nextSocketEvent,
  publishEvent,
  signedInPerson,
  startApp,
  startBackend,
  startGateway,
} from '@liggeey/testing';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';

const PASSWORD = 'Tambacounda-2026!';
const START = 'mutation($r: ID!) { startConversation(recipientId: $r) { id } }';
const SEND =
  'mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, content: $t }) { id } }';
const MESSAGE_CREATED = 'messaging.message.created';

interface Person {
  id: string;
  token: string;
}

describe('realtime: socket.io rooms fed by the events stream', () => {
  let backend: Backend;
  let db: pg.Client;
  let gateway: AppProcess;
  let second: RunningGateway;
  let employer: Person;
  let worker: Person;
  let conversationId: string;
  const sockets: Socket[] = [];

  async function person(type: 'worker' | 'employer', fullName: string): Promise<Person> {
    const { id, accessToken } = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type,
      fullName,
      profession: type === 'worker' ? 'Menuisier' : null,
      password: PASSWORD,
    });
    return { id, token: accessToken };
  }

  async function send(url: string, from: Person, content: string): Promise<string> {
    const result = await graphql<{ sendMessage: { id: string } }>(url, SEND, {
      headers: { authorization: `Bearer ${from.token}` },
      variables: { c: conversationId, t: content },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.sendMessage.id ?? '';
  }

  async function socket(url: string, who: Person): Promise<Socket> {
    const connected = await connectSocket(url, who.token);
    sockets.push(connected);
    return connected;
  }

  const isMessage = (id: string) => (payload: MessageCreated) => payload.message.id === id;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'realtime',
      services: ['identity', 'profiles', 'messaging'],
    });
    gateway = backend.gateway;
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    employer = await person('employer', 'Casamance Meubles');
    worker = await person('worker', 'Lamine Badji');
    const started = await graphql<{ startConversation: { id: string } }>(backend.gatewayUrl, START, {
      headers: { authorization: `Bearer ${employer.token}` },
      variables: { r: worker.id },
    });
    conversationId = started.data?.startConversation.id ?? '';
    // A second instance on another port, sharing the environment (NATS namespace, Redis).
    const shared = Object.fromEntries(Object.entries(backend.env).filter(([name]) => name !== 'PORT'));
    second = await startGateway(inject('infra'), shared);
  });

  afterAll(async () => {
    for (const open of sockets) open.close();
    await second.app.stop();
    await db.end();
    // The first gateway may have been restarted by a test: stop whichever runs now.
    await gateway.stop();
    await backend.stop();
  });

  it('delivers a message sent through one gateway to a socket on the other instance', async () => {
    const onSecond = await socket(second.url, worker);
    const onFirst = await socket(backend.gatewayUrl, employer);

    const onMessage = (listener: Socket) =>
      nextSocketEvent<MessageCreated>(
        listener,
        MESSAGE_CREATED,
        (payload) => payload.message.content === 'Le devis est prêt.',
      );
    const [onSecondReceived, onFirstReceived] = [onMessage(onSecond), onMessage(onFirst)];

    const id = await send(backend.gatewayUrl, employer, 'Le devis est prêt.');
    const [received, echoed] = await Promise.all([onSecondReceived, onFirstReceived]);

    expect(received.message).toMatchObject({
      conversationId,
      senderId: employer.id,
      content: 'Le devis est prêt.',
    });
    expect(received.participantIds.sort()).toEqual([employer.id, worker.id].sort());
    expect(echoed.message.id).toBe(id);
  });

  it('relays every feed.* event to signed-in sockets with its payload as published', async () => {
    const listener = await socket(second.url, worker);
    const postCreated = defineEvent(
      'feed.post.created',
      z.object({ postId: z.string(), authorId: z.string() }),
    );
    const payload = { postId: 'post-42', authorId: employer.id };

    const received = nextSocketEvent(listener, 'feed.post.created');
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, postCreated, payload);

    expect(await received).toEqual(payload);
  });

  it('delivers a message published while the gateway was down once it is back', async () => {
    await second.app.stop();
    const listener = await socket(backend.gatewayUrl, worker);
    // A first event gives the socket its place in the stream.
    const first = nextSocketEvent<MessageCreated>(listener, MESSAGE_CREATED);
    await send(backend.gatewayUrl, employer, 'Premier message');
    await first;

    await gateway.stop();
    const connection = await connect({ servers: inject('infra').natsUrl });
    const missed = await new NatsRpcClient(connection, backend.natsNamespace).request(
      MessagingConversationsRpc.send,
      { conversationId, content: 'Envoyé pendant la coupure' },
      { actor: { id: employer.id, type: 'employer' } },
    );
    await connection.close();
    const delivered = nextSocketEvent<MessageCreated>(
      listener,
      MESSAGE_CREATED,
      isMessage(missed.id),
      20_000,
    );
    gateway = await startApp('gateway', { env: backend.env });

    expect((await delivered).message.content).toBe('Envoyé pendant la coupure');
  });

  it('drops the socket of an account suspended while connected', async () => {
    const listener = await socket(backend.gatewayUrl, employer);
    const dropped = new Promise<string>((resolve) => listener.once('disconnect', resolve));

    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userSuspended, {
      userId: employer.id,
    });

    expect(await dropped).toBe('io server disconnect');
  });
});
