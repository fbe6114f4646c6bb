import { randomUUID } from 'node:crypto';
import { type MessageCreated } from '@liggeey/contracts';
import {
  type Backend,
  type OwnNatsServer,
  type SignedInPerson,
  collectSocketEvents,
  connectSocket,
  eventually,
  graphql,
  signedInPerson,
  startBackend,
  startNatsServer,
} from '@liggeey/testing';
import pg from 'pg';
import { type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Saint-Louis-Coupure-2026!';
const START = 'mutation($r: ID!) { startConversation(recipientId: $r) { id } }';
const SEND =
  'mutation($c: ID!, $t: String!, $k: ID!) { sendMessage(input: { conversationId: $c, content: $t, clientId: $k }) { id } }';
const MESSAGE_CREATED = 'messaging.message.created';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live messages across a NATS restart (issue 21): a NATS server of this test's own, its JetStream
 * kept on disk across the restart. An employer keeps writing to a worker whose socket is open on
 * the gateway while NATS stops and starts again; a send refused during the gap is sent again, as
 * the web app does, with the same client id. Every message stored reaches the worker's socket, and
 * only once.
 */
describe('faults: live messages across a NATS restart', () => {
  let nats: OwnNatsServer;
  let backend: Backend;
  let db: pg.Client;
  let employer: SignedInPerson;
  let worker: SignedInPerson;
  let conversationId: string;
  let socket: Socket | undefined;

  /** One try of a message; its id when stored, the error code otherwise. */
  const sendOnce = async (clientId: string, content: string) => {
    const result = await graphql<{ sendMessage: { id: string } }>(backend.gatewayUrl, SEND, {
      headers: employer.headers,
      variables: { c: conversationId, t: content, k: clientId },
    });
    return { id: result.data?.sendMessage.id, code: result.errors?.[0]?.extensions?.code };
  };
  /** A message sent until it is stored, each retry with the same client id; the codes refused on the way. */
  const sendUntilStored = async (content: string, refusals: unknown[]) => {
    const clientId = randomUUID();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { id, code } = await sendOnce(clientId, content);
      if (id) return id;
      refusals.push(code);
      if (Date.now() > deadline) throw new Error(`« ${content} » never stored: ${refusals.join(', ')}`);
      await pause(500);
    }
  };
  const storedIds = async () =>
    (
      await db.query<{ id: string }>('SELECT id FROM messaging.messages WHERE conversation_id = $1', [
        conversationId,
      ])
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    nats = await startNatsServer();
    backend = await startBackend(
      { ...inject('infra'), natsUrl: nats.url },
      { label: 'realtime_nats_restart', services: ['identity', 'profiles', 'messaging'] },
    );
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const person = (type: 'worker' | 'employer', fullName: string) =>
      signedInPerson(backend, db, nats.url, {
        type,
        fullName,
        profession: type === 'worker' ? 'Maçon' : null,
        password: PASSWORD,
      });
    employer = await person('employer', 'Bâtiments du Fleuve');
    worker = await person('worker', 'Ousmane Fall');
    const started = await graphql<{ startConversation: { id: string } }>(backend.gatewayUrl, START, {
      headers: employer.headers,
      variables: { r: worker.id },
    });
    conversationId = started.data?.startConversation.id ?? '';
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await db.end();
    await backend.stop();
    await nats.stop();
  });

  it('delivers every message sent before, during and after the restart to the socket exactly once', async () => {
    socket = await connectSocket(backend.gatewayUrl, worker.accessToken);
    const received = collectSocketEvents<MessageCreated>(socket, MESSAGE_CREATED);
    const refusals: unknown[] = [];
    const sent: string[] = [];

    for (let n = 0; n < 3; n += 1) sent.push(await sendUntilStored(`Avant la coupure ${n}`, refusals));
    await eventually(() => expect(received).toHaveLength(3));

    // Two writers keep sending while NATS stops and starts again, at a pace the per-account limit
    // on messages (60 a minute, refused tries included) lets through.
    let writing = true;
    const writers = Promise.all(
      [0, 1].map(async (writer) => {
        for (let n = 0; writing; n += 1) {
          sent.push(await sendUntilStored(`Pendant ${writer}-${n}`, refusals));
          await pause(300);
        }
      }),
    );
    await pause(500);
    await nats.halt();
    // And three more are sent while it is down.
    const inGap = Promise.all(
      [0, 1, 2].map(async (n) => sent.push(await sendUntilStored(`Dans la coupure ${n}`, refusals))),
    );
    await pause(1_500);
    await nats.start();
    await inGap;
    await pause(1_000);
    writing = false;
    await writers;
    for (let n = 0; n < 3; n += 1) sent.push(await sendUntilStored(`Après la coupure ${n}`, refusals));

    // Sent in the gap, a message is held by the gateway's NATS client until it reconnects, or
    // refused with a code and sent again; nothing was lost or doubled.
    for (const code of refusals) expect(code).toBe('SERVICE_UNAVAILABLE');
    const stored = await storedIds();
    expect(new Set(stored)).toEqual(new Set(sent));
    expect(stored).toHaveLength(new Set(sent).size);
    await eventually(
      () => expect(new Set(received.map((event) => event.message.id))).toEqual(new Set(stored)),
      15_000,
    );
    // Any duplicate would have arrived with the rest.
    await pause(1_000);
    expect(received.map((event) => event.message.id).sort()).toEqual([...stored].sort());
  }, 60_000);
});
