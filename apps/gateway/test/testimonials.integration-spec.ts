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

const PASSWORD = 'Ziguinchor-Avis-2026';
const FIELDS = 'id quote authorName authorRole authorAvatarUrl isVisible createdAt';
const TESTIMONIALS = `{ testimonials { ${FIELDS} } }`;
const ADMIN_TESTIMONIALS = `{ adminTestimonials { ${FIELDS} } }`;
const CREATE = `mutation Create($input: TestimonialInput!) { createTestimonial(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: TestimonialInput!) {
  updateTestimonial(id: $id, input: $input) { ${FIELDS} }
}`;
const VISIBILITY = `mutation Visibility($id: ID!, $isVisible: Boolean!) {
  setTestimonialVisibility(id: $id, isVisible: $isVisible) { ${FIELDS} }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteTestimonial(id: $id) }';

interface Testimonial {
  id: string;
  quote: string;
  authorName: string;
  authorRole: string | null;
  authorAvatarUrl: string | null;
  isVisible: boolean;
  createdAt: string;
}
interface Row {
  id: string;
  quote: string;
  author_name: string;
  author_role: string | null;
  author_avatar_url: string | null;
  is_visible: boolean;
}

const VALID = { quote: 'Service rapide et sérieux.', authorName: 'Moussa Diop', isVisible: true };

describe('testimonials through the gateway (feed service)', () => {
  let backend: Backend;
  let db: pg.Client;
  const bearer: Record<'admin' | 'worker', Record<string, string>> = { admin: {}, worker: {} };

  const rows = async (): Promise<Row[]> =>
    (
      await db.query<Row>(
        'SELECT id, quote, author_name, author_role, author_avatar_url, is_visible FROM feed.testimonials ORDER BY id',
      )
    ).rows;
  const insert = async (quote: string, isVisible: boolean, createdAt: string): Promise<string> => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO feed.testimonials (id, quote, author_name, author_role, is_visible, created_at)
       VALUES ($1, $2, $3, 'Client', $4, $5)`,
      [id, quote, `Auteur de ${quote}`, isVisible, createdAt],
    );
    return id;
  };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'testimonials', services: ['identity', 'feed'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { email } = await createActiveAccount(db, type, PASSWORD);
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      bearer[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  beforeEach(async () => {
    await db.query('DELETE FROM feed.testimonials');
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('shows everyone the three newest visible testimonials', async () => {
    await insert('T1', true, '2026-01-01T10:00:00Z');
    await insert('T2', true, '2026-01-02T10:00:00Z');
    await insert('Caché', false, '2026-01-06T10:00:00Z');
    await insert('T4', true, '2026-01-04T10:00:00Z');
    await insert('T3', true, '2026-01-03T10:00:00Z');

    const visitor = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS);
    const admin = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS, {
      headers: bearer.admin,
    });

    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.testimonials.map((t) => t.quote)).toEqual(['T4', 'T3', 'T2']);
    expect(visitor.data?.testimonials[0]).toMatchObject({
      authorName: 'Auteur de T4',
      authorRole: 'Client',
      authorAvatarUrl: null,
      isVisible: true,
      createdAt: '2026-01-04T10:00:00.000Z',
    });
    expect(admin.data?.testimonials).toEqual(visitor.data?.testimonials);
  });

  it('answers an empty list when no testimonial is visible', async () => {
    await insert('Caché', false, '2026-01-01T10:00:00Z');

    const visitor = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS);

    expect(visitor.data?.testimonials).toEqual([]);
  });

  it('refuses every admin operation to a visitor and to a worker, and changes nothing', async () => {
    const id = await insert('Existant', true, '2026-01-01T10:00:00Z');
    const before = await rows();
    const operations: [string, Record<string, unknown>][] = [
      [ADMIN_TESTIMONIALS, {}],
      [CREATE, { input: VALID }],
      [UPDATE, { id, input: { ...VALID, isVisible: false } }],
      [VISIBILITY, { id, isVisible: false }],
      [DELETE, { id }],
    ];

    for (const [query, variables] of operations) {
      const visitor = await graphql(backend.gatewayUrl, query, { variables });
      const worker = await graphql(backend.gatewayUrl, query, { variables, headers: bearer.worker });
      expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(worker.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await rows()).toEqual(before);
  });

  it('lets the admin create, list, edit, hide and delete testimonials', async () => {
    const created = await graphql<{ createTestimonial: Testimonial }>(backend.gatewayUrl, CREATE, {
      headers: bearer.admin,
      variables: {
        input: {
          quote: '  Très bon accueil.  ',
          authorName: ' Aïssatou Ba ',
          authorRole: '  ',
          authorAvatarUrl: '/uploads/avatars/aissatou.jpg',
          isVisible: false,
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const testimonial = created.data?.createTestimonial;
    const id = testimonial?.id ?? '';
    expect(testimonial).toMatchObject({
      quote: 'Très bon accueil.',
      authorName: 'Aïssatou Ba',
      authorRole: null,
      authorAvatarUrl: '/uploads/avatars/aissatou.jpg',
      isVisible: false,
    });
    expect(await rows()).toEqual([
      {
        id,
        quote: 'Très bon accueil.',
        author_name: 'Aïssatou Ba',
        author_role: null,
        author_avatar_url: '/uploads/avatars/aissatou.jpg',
        is_visible: false,
      },
    ]);

    const older = await insert('Ancien', true, '2020-01-01T00:00:00Z');
    const listed = await graphql<{ adminTestimonials: Testimonial[] }>(
      backend.gatewayUrl,
      ADMIN_TESTIMONIALS,
      {
        headers: bearer.admin,
      },
    );
    expect(listed.data?.adminTestimonials.map((t) => [t.id, t.isVisible])).toEqual([
      [id, false],
      [older, true],
    ]);
    const publicBefore = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS);
    expect(publicBefore.data?.testimonials.map((t) => t.id)).toEqual([older]);

    const updated = await graphql<{ updateTestimonial: Testimonial }>(backend.gatewayUrl, UPDATE, {
      headers: bearer.admin,
      variables: {
        id,
        input: {
          quote: 'Accueil parfait.',
          authorName: 'Aïssatou Ba',
          authorRole: 'Employeuse, Thiès',
          authorAvatarUrl: 'https://exemple.sn/aissatou.png',
          isVisible: true,
        },
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateTestimonial).toMatchObject({
      id,
      quote: 'Accueil parfait.',
      authorRole: 'Employeuse, Thiès',
      authorAvatarUrl: 'https://exemple.sn/aissatou.png',
      isVisible: true,
      createdAt: testimonial?.createdAt,
    });
    const publicAfter = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS);
    expect(publicAfter.data?.testimonials.map((t) => t.id)).toEqual([id, older]);

    const hidden = await graphql<{ setTestimonialVisibility: Testimonial }>(backend.gatewayUrl, VISIBILITY, {
      headers: bearer.admin,
      variables: { id: older, isVisible: false },
    });
    expect(hidden.data?.setTestimonialVisibility).toMatchObject({
      id: older,
      quote: 'Ancien',
      isVisible: false,
    });
    expect((await rows()).find((r) => r.id === older)?.is_visible).toBe(false);
    const publicHidden = await graphql<{ testimonials: Testimonial[] }>(backend.gatewayUrl, TESTIMONIALS);
    expect(publicHidden.data?.testimonials.map((t) => t.id)).toEqual([id]);

    const deleted = await graphql<{ deleteTestimonial: boolean }>(backend.gatewayUrl, DELETE, {
      headers: bearer.admin,
      variables: { id },
    });
    expect(deleted.data?.deleteTestimonial).toBe(true);
    expect((await rows()).map((r) => r.id)).toEqual([older]);
  });

  it('refuses a blank quote or author and a bad avatar address in French, and stores nothing', async () => {
    const id = await insert('Inchangé', true, '2026-01-01T10:00:00Z');
    const before = await rows();

    for (const field of ['quote', 'authorName'] as const) {
      for (const query of [CREATE, UPDATE]) {
        const result = await graphql(backend.gatewayUrl, query, {
          headers: bearer.admin,
          variables: { id, input: { ...VALID, [field]: '  ' } },
        });
        expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
        expect(result.errors?.[0]?.message).toBe('Veuillez remplir tous les champs.');
        expect(result.errors?.[0]?.extensions?.['details']).toEqual({ field });
      }
    }
    for (const authorAvatarUrl of ['javascript:alert(1)', 'avatar.png', '//ailleurs.example/a.png']) {
      const result = await graphql(backend.gatewayUrl, CREATE, {
        headers: bearer.admin,
        variables: { input: { ...VALID, authorAvatarUrl } },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toBe(
        "L'adresse de l'avatar doit commencer par http://, https:// ou « / ».",
      );
      expect(result.errors?.[0]?.extensions?.['details']).toEqual({ field: 'authorAvatarUrl' });
    }

    expect(await rows()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown testimonial', async () => {
    for (const id of [randomUUID(), 'inconnu']) {
      const results = [
        await graphql(backend.gatewayUrl, UPDATE, { headers: bearer.admin, variables: { id, input: VALID } }),
        await graphql(backend.gatewayUrl, VISIBILITY, {
          headers: bearer.admin,
          variables: { id, isVisible: true },
        }),
        await graphql(backend.gatewayUrl, DELETE, { headers: bearer.admin, variables: { id } }),
      ];
      for (const result of results) {
        expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(result.errors?.[0]?.message).toBe('Témoignage introuvable.');
      }
    }
    expect(await rows()).toEqual([]);
  });
});
