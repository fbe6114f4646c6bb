import {
  type Backend,
  graphql,
  signInThroughGateway,
  startBackend,
  createActiveAccount,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026';
const SEND = 'mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const LIST = '{ contactMessages { id name email subject message isRead createdAt } }';
const MARK_READ = 'mutation Read($id: ID!) { markContactMessageRead(id: $id) { id isRead } }';
const DELETE = 'mutation Delete($id: ID!) { deleteContactMessage(id: $id) }';

interface Row {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

describe('contact messages: sent by visitors, read by admins', () => {
  let backend: Backend;
  let db: pg.Client;
  const bearer: Record<'admin' | 'worker', Record<string, string>> = { admin: {}, worker: {} };
  const count = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM messaging.contact_messages')).rows[0]?.n,
    );
  const send = (input: Record<string, string>) =>
    graphql<{ sendContactMessage: boolean }>(backend.gatewayUrl, SEND, { variables: { input } });
  const list = () => graphql<{ contactMessages: Row[] }>(backend.gatewayUrl, LIST, { headers: bearer.admin });

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'contact_messages',
      services: ['identity', 'messaging'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { email } = await createActiveAccount(db, type, PASSWORD);
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      bearer[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('stores one trimmed row per message sent, which the admin sees newest first, unread', async () => {
    const first = await send({
      name: ' Fatou Sarr ',
      email: ' fatou.sarr@exemple.sn ',
      subject: ' Paiement ',
      message: ' Mon paiement Wave n’apparaît pas. ',
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.sendContactMessage).toBe(true);
    expect(await count()).toBe(1);

    await send({ name: 'Ibrahima Fall', email: 'ibou@exemple.sn', subject: 'Compte', message: 'Bonjour' });
    expect(await count()).toBe(2);

    const { data, errors } = await list();
    expect(errors).toBeUndefined();
    expect(data?.contactMessages.map((m) => m.name)).toEqual(['Ibrahima Fall', 'Fatou Sarr']);
    expect(data?.contactMessages[1]).toMatchObject({
      name: 'Fatou Sarr',
      email: 'fatou.sarr@exemple.sn',
      subject: 'Paiement',
      message: 'Mon paiement Wave n’apparaît pas.',
      isRead: false,
    });
    expect(Number.isNaN(Date.parse(data?.contactMessages[1]?.createdAt ?? ''))).toBe(false);
  });

  it('marks a message read, twice without harm, and deletes it', async () => {
    const sent = await send({
      name: 'Moustapha Gaye',
      email: 'mg@exemple.sn',
      subject: 'Lu',
      message: 'À lire',
    });
    expect(sent.errors).toBeUndefined();
    const target = (await list()).data?.contactMessages.find((m) => m.name === 'Moustapha Gaye');
    expect(target?.isRead).toBe(false);
    const id = target?.id ?? '';

    for (let i = 0; i < 2; i += 1) {
      const read = await graphql<{ markContactMessageRead: { id: string; isRead: boolean } }>(
        backend.gatewayUrl,
        MARK_READ,
        { headers: bearer.admin, variables: { id } },
      );
      expect(read.errors).toBeUndefined();
      expect(read.data?.markContactMessageRead).toEqual({ id, isRead: true });
    }
    const stored = await db.query<{ is_read: boolean }>(
      'SELECT is_read FROM messaging.contact_messages WHERE id = $1',
      [id],
    );
    expect(stored.rows[0]?.is_read).toBe(true);
    expect((await list()).data?.contactMessages.filter((m) => m.isRead).map((m) => m.id)).toEqual([id]);

    const before = await count();
    const deleted = await graphql<{ deleteContactMessage: boolean }>(backend.gatewayUrl, DELETE, {
      headers: bearer.admin,
      variables: { id },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteContactMessage).toBe(true);
    expect(await count()).toBe(before - 1);
    expect((await list()).data?.contactMessages.some((m) => m.id === id)).toBe(false);

    const again = await graphql(backend.gatewayUrl, DELETE, { headers: bearer.admin, variables: { id } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe('Message introuvable.');
  });

  it.each([randomUUID(), 'pas-un-identifiant'])('answers NOT_FOUND for the unknown id %s', async (id) => {
    for (const operation of [MARK_READ, DELETE]) {
      const result = await graphql(backend.gatewayUrl, operation, {
        headers: bearer.admin,
        variables: { id },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Message introuvable.');
    }
  });

  it.each([
    ['name', { name: '  ' }, 'Veuillez remplir tous les champs.'],
    ['email', { email: '' }, 'Veuillez remplir tous les champs.'],
    ['subject', { subject: '\t' }, 'Veuillez remplir tous les champs.'],
    ['message', { message: ' ' }, 'Veuillez remplir tous les champs.'],
    ['email', { email: 'fatou.sarr@exemple' }, 'Veuillez saisir une adresse e-mail valide.'],
    ['message', { message: 'a'.repeat(5001) }, 'Le message ne doit pas dépasser 5000 caractères.'],
  ])('refuses a bad %s in French and stores nothing', async (field, change, message) => {
    const before = await count();
    const result = await send({
      name: 'Aïssatou Diallo',
      email: 'aissatou@exemple.sn',
      subject: 'Sujet',
      message: 'Message',
      ...change,
    });

    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.details).toEqual({ field });
    expect(await count()).toBe(before);
  });

  it('refuses every admin operation to a worker and to a visitor', async () => {
    await send({ name: 'Cheikh Ba', email: 'cheikh@exemple.sn', subject: 'Garde', message: 'Rien' });
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM messaging.contact_messages WHERE name = 'Cheikh Ba'",
    );
    const id = rows[0]?.id ?? '';

    for (const [who, headers, code] of [
      ['worker', bearer.worker, 'FORBIDDEN'],
      ['visitor', {}, 'UNAUTHENTICATED'],
    ] as const) {
      const results = [
        await graphql(backend.gatewayUrl, LIST, { headers }),
        await graphql(backend.gatewayUrl, MARK_READ, { headers, variables: { id } }),
        await graphql(backend.gatewayUrl, DELETE, { headers, variables: { id } }),
      ];
      expect(
        results.map((r) => r.errors?.[0]?.extensions?.code),
        who,
      ).toEqual([code, code, code]);
      expect(
        results.map((r) => r.data ?? null),
        who,
      ).toEqual([null, null, null]);
    }
    const stored = await db.query<{ is_read: boolean }>(
      'SELECT is_read FROM messaging.contact_messages WHERE id = $1',
      [id],
    );
    expect(stored.rows).toEqual([{ is_read: false }]);
  });
});
