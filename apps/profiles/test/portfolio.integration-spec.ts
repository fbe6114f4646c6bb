import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-2026';
const ITEM_FIELDS = 'id ownerId title description type fileUrl createdAt';
const ADD = `mutation($i: PortfolioItemInput!) { addPortfolioItem(input: $i) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: PortfolioItemInput!) { updatePortfolioItem(id: $id, input: $i) { ${ITEM_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deletePortfolioItem(id: $id) }';
const LIST = `query($o: ID!) { portfolio(ownerId: $o) { ${ITEM_FIELDS} } }`;

interface Item {
  id: string;
  ownerId: string;
  title: string;
  description: string | null;
  type: string;
  fileUrl: string;
}

interface User {
  id: string;
  headers: Record<string, string>;
}

describe('portfolio (Réalisations)', () => {
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'portfolio', services: ['identity', 'profiles'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  async function user(type: 'worker' | 'employer'): Promise<User> {
    const { id, email } = await createActiveAccount(db, type, PASSWORD);
    await db.query(
      // An active account's profile: its e-mail is confirmed, so it is listed.
      "INSERT INTO profiles.profiles (id, full_name, type, email, confirmed_at, updated_at) VALUES ($1, 'Réalisations Test', $2, $3, now(), now())",
      [id, type, email],
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  const call = <T>(who: User, query: string, variables: Record<string, unknown>) =>
    graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
  const fileOf = (who: User, name: string) => `/files/portfolio/${who.id}/${Date.now()}_${name}`;

  it('lets a worker add, edit and delete their own items, newest first', async () => {
    const worker = await user('worker');
    const viewer = await user('employer');
    const first = await call<{ addPortfolioItem: Item }>(worker, ADD, {
      i: {
        title: '  Robe de mariée  ',
        description: '',
        type: 'image',
        fileUrl: fileOf(worker, 'robe.webp'),
      },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.addPortfolioItem).toMatchObject({
      ownerId: worker.id,
      title: 'Robe de mariée',
      description: null,
      type: 'image',
    });
    const second = await call<{ addPortfolioItem: Item }>(worker, ADD, {
      i: {
        title: 'Catalogue',
        description: 'Mes modèles 2026',
        type: 'pdf',
        fileUrl: fileOf(worker, 'cat.pdf'),
      },
    });
    expect(second.errors).toBeUndefined();

    const listed = await call<{ portfolio: Item[] }>(viewer, LIST, { o: worker.id });
    expect(listed.data?.portfolio.map((item) => item.title)).toEqual(['Catalogue', 'Robe de mariée']);

    const id = first.data?.addPortfolioItem.id;
    const updated = await call<{ updatePortfolioItem: Item }>(worker, UPDATE, {
      id,
      i: {
        title: 'Robe brodée',
        description: 'Bazin',
        type: 'image',
        fileUrl: fileOf(worker, 'robe-2.webp'),
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updatePortfolioItem).toMatchObject({
      id,
      title: 'Robe brodée',
      description: 'Bazin',
    });

    const deleted = await call<{ deletePortfolioItem: boolean }>(worker, DELETE, { id });
    expect(deleted.data?.deletePortfolioItem).toBe(true);
    const after = await call<{ portfolio: Item[] }>(worker, LIST, { o: worker.id });
    expect(after.data?.portfolio.map((item) => item.title)).toEqual(['Catalogue']);
  });

  it("refuses other people's changes, employers, foreign files and visitors", async () => {
    const owner = await user('worker');
    const intruder = await user('worker');
    const employer = await user('employer');
    const added = await call<{ addPortfolioItem: Item }>(owner, ADD, {
      i: { title: 'Menuiserie', type: 'image', fileUrl: fileOf(owner, 'table.webp') },
    });
    const id = added.data?.addPortfolioItem.id;
    const input = { title: 'Piraté', type: 'image', fileUrl: fileOf(intruder, 'x.webp') };

    const update = await call(intruder, UPDATE, { id, i: input });
    const remove = await call(intruder, DELETE, { id });
    const byEmployer = await call(employer, ADD, { i: { ...input, fileUrl: fileOf(employer, 'x.webp') } });
    const foreignFile = await call(intruder, ADD, { i: { ...input, fileUrl: fileOf(owner, 'table.webp') } });
    const external = await call(intruder, ADD, { i: { ...input, fileUrl: 'https://exemple.sn/x.webp' } });
    const unknown = await call(owner, DELETE, { id: randomUUID() });
    const visitor = await graphql(backend.gatewayUrl, LIST, { variables: { o: owner.id } });

    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(remove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(byEmployer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(foreignFile.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(external.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { rows } = await db.query('SELECT title FROM profiles.portfolio_items WHERE owner_id = $1', [
      owner.id,
    ]);
    expect(rows).toEqual([{ title: 'Menuiserie' }]);
  });

  it('validates the title and caps a portfolio at 50 items', async () => {
    const worker = await user('worker');
    const blank = await call(worker, ADD, {
      i: { title: '   ', type: 'image', fileUrl: fileOf(worker, 'a.webp') },
    });
    const long = await call(worker, ADD, {
      i: { title: 'a'.repeat(121), type: 'image', fileUrl: fileOf(worker, 'a.webp') },
    });
    expect(blank.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(long.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    await db.query(
      `INSERT INTO profiles.portfolio_items (id, owner_id, title, type, file_url, updated_at)
       SELECT gen_random_uuid(), $1::uuid, 'Réalisation ' || n, 'image', '/files/portfolio/' || $1::text || '/' || n || '.webp', now()
       FROM generate_series(1, 50) AS n`,
      [worker.id],
    );
    const full = await call(worker, ADD, {
      i: { title: 'Une de trop', type: 'image', fileUrl: fileOf(worker, 'b.webp') },
    });
    expect(full.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(full.errors?.[0]?.message).toBe('Vous ne pouvez pas ajouter plus de 50 réalisations.');
  });
});
