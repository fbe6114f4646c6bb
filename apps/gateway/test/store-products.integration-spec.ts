import { type Backend, graphql, seedService, startBackend } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const FIELDS = 'id name description creditsPrice imageUrl';
const STORE_PRODUCTS = `query Store($limit: Int) { storeProducts(limit: $limit) { ${FIELDS} } }`;
const DEFAULT_LIMIT = `{ storeProducts { ${FIELDS} } }`;

interface StoreProduct {
  id: string;
  name: string;
  description: string | null;
  creditsPrice: number;
  imageUrl: string | null;
}

describe('store products on the home page (ledger service)', () => {
  let backend: Backend;
  let db: pg.Client;
  const ids: Record<string, string> = {};

  const insert = async (
    name: string,
    type: 'digital_product' | 'credit_pack' | 'physical_product',
    createdAt: string,
    extra: { description?: string; imageUrl?: string } = {},
  ): Promise<void> => {
    ids[name] = randomUUID();
    await db.query(
      `INSERT INTO ledger.products (id, name, description, type, credits_price, features, image_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        ids[name],
        name,
        extra.description ?? null,
        type,
        100 + Object.keys(ids).length,
        ['100'],
        extra.imageUrl ?? null,
        createdAt,
      ],
    );
  };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'store_products', services: ['ledger'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await insert('Guide A', 'digital_product', '2026-01-01T10:00:00Z', {
      description: 'Le plus ancien',
      imageUrl: 'https://exemple.sn/a.jpg',
    });
    await insert('Pack 100 crédits', 'credit_pack', '2026-01-09T10:00:00Z');
    await insert('Guide B', 'digital_product', '2026-01-03T10:00:00Z');
    await insert('T-shirt', 'physical_product', '2026-01-08T10:00:00Z');
    await insert('Guide C', 'digital_product', '2026-01-05T10:00:00Z');
    await insert('Guide D', 'digital_product', '2026-01-04T10:00:00Z', { description: 'Quatrième' });
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('shows a visitor the three newest digital products by default', async () => {
    const result = await graphql<{ storeProducts: StoreProduct[] }>(backend.gatewayUrl, DEFAULT_LIMIT);

    expect(result.errors).toBeUndefined();
    expect(result.data?.storeProducts).toEqual([
      { id: ids['Guide C'], name: 'Guide C', description: null, creditsPrice: 105, imageUrl: null },
      { id: ids['Guide D'], name: 'Guide D', description: 'Quatrième', creditsPrice: 106, imageUrl: null },
      { id: ids['Guide B'], name: 'Guide B', description: null, creditsPrice: 103, imageUrl: null },
    ]);
  });

  it('honours the limit and never lists credit packs or physical products', async () => {
    const one = await graphql<{ storeProducts: StoreProduct[] }>(backend.gatewayUrl, STORE_PRODUCTS, {
      variables: { limit: 1 },
    });
    const all = await graphql<{ storeProducts: StoreProduct[] }>(backend.gatewayUrl, STORE_PRODUCTS, {
      variables: { limit: 50 },
    });
    const explicitNull = await graphql<{ storeProducts: StoreProduct[] }>(
      backend.gatewayUrl,
      STORE_PRODUCTS,
      {
        variables: { limit: null },
      },
    );

    expect(one.data?.storeProducts.map((p) => p.name)).toEqual(['Guide C']);
    expect(all.data?.storeProducts.map((p) => p.name)).toEqual(['Guide C', 'Guide D', 'Guide B', 'Guide A']);
    expect(all.data?.storeProducts[3]).toEqual({
      id: ids['Guide A'],
      name: 'Guide A',
      description: 'Le plus ancien',
      creditsPrice: 101,
      imageUrl: 'https://exemple.sn/a.jpg',
    });
    expect(explicitNull.data?.storeProducts).toHaveLength(3);
  });

  it.each([0, 51, -3])('refuses a limit of %i', async (limit) => {
    const result = await graphql(backend.gatewayUrl, STORE_PRODUCTS, { variables: { limit } });

    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(result.errors?.[0]?.extensions?.['details'])).toContain(
      'Le nombre de produits doit être compris entre 1 et 50.',
    );
  });
});

describe('the ledger demo data', () => {
  let backend: Backend;

  const seed = () => seedService(backend, 'ledger');

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'store_seed', services: ['ledger'] });
  });

  afterAll(async () => {
    await backend.stop();
  });

  it('has the spec’s three sample products, with pictures, and seeding again changes nothing', async () => {
    await seed();
    const first = await graphql<{ storeProducts: StoreProduct[] }>(backend.gatewayUrl, STORE_PRODUCTS, {
      variables: { limit: 50 },
    });
    await seed();
    const second = await graphql<{ storeProducts: StoreProduct[] }>(backend.gatewayUrl, STORE_PRODUCTS, {
      variables: { limit: 50 },
    });

    const products = first.data?.storeProducts ?? [];
    expect(products.map((p) => [p.id, p.name, p.creditsPrice])).toEqual([
      ['00000000-0000-4000-8000-000000002003', 'Formation LinkedIn Pro', 500],
      ['00000000-0000-4000-8000-000000002002', 'Pack de 10 modèles de CV', 100],
      ['00000000-0000-4000-8000-000000002001', 'Le guide du freelance', 200],
    ]);
    for (const product of products) {
      expect(product.description).toMatch(/\S/);
      expect(product.imageUrl).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    }
    expect(second.data?.storeProducts).toEqual(products);
  });
});
