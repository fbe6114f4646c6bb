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
const LIST = `query List($input: ContactMessagesInput) { contactMessages(input: $input) {
  total page pageSize unread items { id name email subject message isRead createdAt } } }`;
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
interface Page {
  total: number;
  page: number;
  pageSize: number;
  unread: number;
  items: Row[];
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
  const list = async (input: Record<string, unknown> = {}) => {
    const result = await graphql<{ contactMessages: Page }>(backend.gatewayUrl, LIST, {
      headers: bearer.admin,
      variables: { input },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.contactMessages;
  };
  /** Stores messages straight in the table, one minute apart (the first the oldest). */
  const insert = async (messages: { subject: string; message?: string; isRead?: boolean }[]) => {
    await db.query('DELETE FROM messaging.contact_messages');
    for (const [index, { subject, message = 'Bonjour', isRead = false }] of messages.entries()) {
      await db.query(
        `INSERT INTO messaging.contact_messages (id, name, email, subject, message, is_read, created_at)
         VALUES ($1, 'Awa Ndiaye', 'awa@exemple.sn', $2, $3, $4, $5)`,
        [randomUUID(), subject, message, isRead, new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString()],
      );
    }
  };

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

    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20, unread: 2 });
    expect(page?.items.map((m) => m.name)).toEqual(['Ibrahima Fall', 'Fatou Sarr']);
    expect(page?.items[1]).toMatchObject({
      name: 'Fatou Sarr',
      email: 'fatou.sarr@exemple.sn',
      subject: 'Paiement',
      message: 'Mon paiement Wave n’apparaît pas.',
      isRead: false,
    });
    expect(Number.isNaN(Date.parse(page?.items[1]?.createdAt ?? ''))).toBe(false);
  });

  it('marks a message read, twice without harm, and deletes it', async () => {
    const sent = await send({
      name: 'Moustapha Gaye',
      email: 'mg@exemple.sn',
      subject: 'Lu',
      message: 'À lire',
    });
    expect(sent.errors).toBeUndefined();
    const target = (await list())?.items.find((m) => m.name === 'Moustapha Gaye');
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
    const afterRead = await list();
    expect(afterRead?.items.filter((m) => m.isRead).map((m) => m.id)).toEqual([id]);
    expect(afterRead?.unread).toBe((afterRead?.total ?? 0) - 1);

    const before = await count();
    const deleted = await graphql<{ deleteContactMessage: boolean }>(backend.gatewayUrl, DELETE, {
      headers: bearer.admin,
      variables: { id },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteContactMessage).toBe(true);
    expect(await count()).toBe(before - 1);
    expect((await list())?.items.some((m) => m.id === id)).toBe(false);

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
  it('pages the messages 20 at a time, newest first, with the total and the unread total', async () => {
    await insert(
      Array.from({ length: 25 }, (_, index) => ({ subject: `Sujet ${index + 1}`, isRead: index < 10 })),
    );

    const first = await list();
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20, unread: 15 });
    expect(first?.items).toHaveLength(20);
    expect(first?.items[0]?.subject).toBe('Sujet 25');
    expect(first?.items[19]?.subject).toBe('Sujet 6');

    const second = await list({ page: 2 });
    expect(second).toMatchObject({ total: 25, page: 2, unread: 15 });
    expect(second?.items.map((m) => m.subject)).toEqual([
      'Sujet 5',
      'Sujet 4',
      'Sujet 3',
      'Sujet 2',
      'Sujet 1',
    ]);

    const oldest = await list({ pageSize: 2, order: 'asc' });
    expect(oldest?.items.map((m) => m.subject)).toEqual(['Sujet 1', 'Sujet 2']);

    // Unread first, newest first among them; then the read ones.
    const unreadFirst = await list({ sort: 'isRead', order: 'asc', pageSize: 100 });
    expect(unreadFirst?.items.slice(0, 2).map((m) => m.subject)).toEqual(['Sujet 25', 'Sujet 24']);
    expect(unreadFirst?.items.slice(14, 16).map((m) => m.isRead)).toEqual([false, true]);

    const tooBig = await graphql(backend.gatewayUrl, LIST, {
      headers: bearer.admin,
      variables: { input: { pageSize: 101 } },
    });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('searches the name, e-mail, subject and message, ignoring case and accents, % and _ taken literally', async () => {
    await insert([
      { subject: 'Remboursé à 100%' },
      { subject: 'Remboursé à 1000 F' },
      { subject: 'Compte', message: 'Mon identifiant est awa_ndiaye' },
      { subject: 'Compte', message: 'Mon identifiant est awaXndiaye', isRead: true },
      { subject: 'PROBLÈME de paiement' },
    ]);
    const subjects = async (q: string) => (await list({ q }))?.items.map((m) => m.subject);

    expect(await subjects('100%')).toEqual(['Remboursé à 100%']);
    expect(await subjects('%')).toEqual(['Remboursé à 100%']);
    expect(await subjects('awa_n')).toEqual(['Compte']);
    expect(await subjects('probleme')).toEqual(['PROBLÈME de paiement']);
    expect(await subjects('rembourse')).toEqual(['Remboursé à 1000 F', 'Remboursé à 100%']);
    expect((await list({ q: 'AWA@EXEMPLE.SN' }))?.total).toBe(5);

    // The unread total is the inbox's, whatever the search.
    expect(await list({ q: 'introuvable' })).toMatchObject({ total: 0, items: [], unread: 4 });
  });
});
