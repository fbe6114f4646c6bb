import {
  type Backend,
  graphql,
  signInThroughGateway,
  startBackend,
  createActiveAccount,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Thies-Faq-2026';
const FIELDS = 'id question answer category createdAt';
const FAQS = `{ faqs { ${FIELDS} } }`;
const ADMIN_FAQS = `{ adminFaqs { ${FIELDS} } }`;
const CREATE = `mutation Create($input: FaqInput!) { createFaq(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteFaq(id: $id) }';

interface Faq {
  id: string;
  question: string;
  answer: string;
  category: string;
  createdAt: string;
}
interface FaqRow {
  id: string;
  question: string;
  answer: string;
  category: string;
}

const VALID = { question: 'Comment payer ?', answer: 'Par carte ou mobile money.', category: 'Paiement' };

describe('FAQ through the gateway (assistant service)', () => {
  let backend: Backend;
  let db: pg.Client;
  const bearer: Record<'admin' | 'worker', Record<string, string>> = { admin: {}, worker: {} };

  const rows = async (): Promise<FaqRow[]> =>
    (await db.query<FaqRow>('SELECT id, question, answer, category FROM assistant.faqs ORDER BY id')).rows;
  const insert = async (category: string, question: string, createdAt: string): Promise<string> => {
    const id = randomUUID();
    await db.query(
      'INSERT INTO assistant.faqs (id, question, answer, category, created_at) VALUES ($1, $2, $3, $4, $5)',
      [id, question, `Réponse à « ${question} »`, category, createdAt],
    );
    return id;
  };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'faq', services: ['identity', 'assistant'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { email } = await createActiveAccount(db, type, PASSWORD);
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      bearer[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  beforeEach(async () => {
    await db.query('DELETE FROM assistant.faqs');
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('shows everyone the FAQ by category in French order, then oldest first', async () => {
    await insert('Paiement', 'P1', '2026-01-01T10:00:00Z');
    await insert('Compte', 'C2', '2026-01-03T10:00:00Z');
    await insert('Crédits', 'Cr1', '2026-01-02T10:00:00Z');
    await insert('compte', 'C1', '2026-01-02T10:00:00Z');
    await insert('Émploi', 'E1', '2026-01-05T10:00:00Z');
    await insert('Offres', 'O1', '2026-01-04T10:00:00Z');

    const visitor = await graphql<{ faqs: Faq[] }>(backend.gatewayUrl, FAQS);
    const worker = await graphql<{ faqs: Faq[] }>(backend.gatewayUrl, FAQS, { headers: bearer.worker });

    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.faqs.map((f) => f.question)).toEqual(['C1', 'C2', 'Cr1', 'E1', 'O1', 'P1']);
    expect(visitor.data?.faqs[0]).toMatchObject({
      category: 'compte',
      answer: 'Réponse à « C1 »',
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    expect(worker.data?.faqs).toEqual(visitor.data?.faqs);
  });

  it('refuses every admin operation to a visitor and to a worker, and changes nothing', async () => {
    const id = await insert('Compte', 'Ancienne question', '2026-01-01T10:00:00Z');
    const before = await rows();
    const operations: [string, Record<string, unknown>][] = [
      [ADMIN_FAQS, {}],
      [CREATE, { input: VALID }],
      [UPDATE, { id, input: VALID }],
      [DELETE, { id }],
    ];

    for (const [query, variables] of operations) {
      const visitor = await graphql(backend.gatewayUrl, query, { variables });
      const worker = await graphql(backend.gatewayUrl, query, { variables, headers: bearer.worker });
      expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(worker.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(visitor.data ?? null, query).toBeNull();
    }
    expect(await rows()).toEqual(before);
  });

  it('lets the admin create, list, edit and delete entries', async () => {
    const created = await graphql<{ createFaq: Faq }>(backend.gatewayUrl, CREATE, {
      headers: bearer.admin,
      variables: {
        input: {
          question: '  Comment postuler ?  ',
          answer: ' Cliquez sur « Postuler ». ',
          category: ' Offres ',
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const faq = created.data?.createFaq;
    expect(faq).toMatchObject({
      question: 'Comment postuler ?',
      answer: 'Cliquez sur « Postuler ».',
      category: 'Offres',
    });
    expect(Date.parse(faq?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await rows()).toEqual([
      {
        id: faq?.id,
        question: 'Comment postuler ?',
        answer: 'Cliquez sur « Postuler ».',
        category: 'Offres',
      },
    ]);

    const older = await insert('Compte', 'Plus ancienne', '2020-01-01T00:00:00Z');
    const listed = await graphql<{ adminFaqs: Faq[] }>(backend.gatewayUrl, ADMIN_FAQS, {
      headers: bearer.admin,
    });
    expect(listed.data?.adminFaqs.map((f) => f.id)).toEqual([faq?.id, older]);

    const updated = await graphql<{ updateFaq: Faq }>(backend.gatewayUrl, UPDATE, {
      headers: bearer.admin,
      variables: {
        id: older,
        input: { question: 'Nouvelle question', answer: 'Nouvelle réponse', category: 'Aide' },
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateFaq).toMatchObject({
      id: older,
      question: 'Nouvelle question',
      answer: 'Nouvelle réponse',
      category: 'Aide',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect((await rows()).find((r) => r.id === older)).toEqual({
      id: older,
      question: 'Nouvelle question',
      answer: 'Nouvelle réponse',
      category: 'Aide',
    });

    const deleted = await graphql<{ deleteFaq: boolean }>(backend.gatewayUrl, DELETE, {
      headers: bearer.admin,
      variables: { id: faq?.id },
    });
    expect(deleted.data?.deleteFaq).toBe(true);
    expect((await rows()).map((r) => r.id)).toEqual([older]);
  });

  it('refuses an empty or too long field with a French message and stores nothing', async () => {
    const id = await insert('Compte', 'Inchangée', '2026-01-01T10:00:00Z');
    const before = await rows();

    for (const field of ['question', 'answer', 'category'] as const) {
      const created = await graphql(backend.gatewayUrl, CREATE, {
        headers: bearer.admin,
        variables: { input: { ...VALID, [field]: '   ' } },
      });
      expect(created.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(created.errors?.[0]?.message).toBe('Veuillez remplir tous les champs.');
      expect(created.errors?.[0]?.extensions?.['details']).toEqual({ field });

      const updated = await graphql(backend.gatewayUrl, UPDATE, {
        headers: bearer.admin,
        variables: { id, input: { ...VALID, [field]: '' } },
      });
      expect(updated.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(updated.errors?.[0]?.message).toBe('Veuillez remplir tous les champs.');
    }

    const tooLong = await graphql(backend.gatewayUrl, CREATE, {
      headers: bearer.admin,
      variables: { input: { ...VALID, question: 'q'.repeat(501) } },
    });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(tooLong.errors?.[0]?.extensions?.['details'])).toContain(
      'La question ne doit pas dépasser 500 caractères.',
    );
    const longestAllowed = await graphql<{ createFaq: Faq }>(backend.gatewayUrl, CREATE, {
      headers: bearer.admin,
      variables: { input: { ...VALID, question: 'q'.repeat(500), category: 'c'.repeat(80) } },
    });
    expect(longestAllowed.data?.createFaq.question).toHaveLength(500);
    await db.query('DELETE FROM assistant.faqs WHERE id = $1', [longestAllowed.data?.createFaq.id]);

    expect(await rows()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown entry', async () => {
    for (const id of [randomUUID(), 'pas-un-uuid']) {
      const updated = await graphql(backend.gatewayUrl, UPDATE, {
        headers: bearer.admin,
        variables: { id, input: VALID },
      });
      const deleted = await graphql(backend.gatewayUrl, DELETE, { headers: bearer.admin, variables: { id } });
      expect(updated.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(updated.errors?.[0]?.message).toBe('Question introuvable.');
      expect(deleted.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(deleted.errors?.[0]?.message).toBe('Question introuvable.');
    }
    expect(await rows()).toEqual([]);
  });
});
