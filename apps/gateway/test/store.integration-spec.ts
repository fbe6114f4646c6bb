import { type Actor, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import {
  type Backend,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Store-2026';
/** A real (tiny) PDF: the gateway checks the type from the content. */
const GUIDE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PRODUCT_FIELDS = 'id name description type creditsPrice features imageUrl hasFile fileKey fileType';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const LIST = `query($type: ProductType!) { adminProducts(type: $type) { ${PRODUCT_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteProduct(id: $id) }';
const SAVE_PACK = `mutation($id: ID, $input: CreditPackInput!) { saveCreditPack(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const PAGE = 'query($id: ID!) { storeProduct(id: $id) { id name features creditsPrice hasFile purchased } }';
const BUY = `mutation($id: ID!, $key: String!) { buyProduct(productId: $id, idempotencyKey: $key) { productId status balance } }`;

interface Person {
  actor: Actor;
  headers: Record<string, string>;
}

interface AdminProduct {
  id: string;
  name: string;
  description: string | null;
  type: string;
  creditsPrice: number;
  features: string[];
  imageUrl: string | null;
  hasFile: boolean;
  fileKey: string | null;
  fileType: string | null;
}

describe('store: purchases, private downloads and the admin catalogue (gateway)', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;
  let uploadsDir: string;
  let privateDir: string;
  let admin: Person;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-store-uploads-'));
    privateDir = await mkdtemp(path.join(tmpdir(), 'liggeey-store-private-'));
    backend = await startBackend(infra, {
      label: 'store',
      services: ['identity', 'ledger'],
      env: { UPLOADS_DIR: uploadsDir, PRIVATE_FILES_DIR: privateDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
    admin = await person('admin');
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  async function person(type: Actor['type'] = 'worker'): Promise<Person> {
    const { id, email } = await createActiveAccount(db, type === 'admin' ? 'admin' : type, PASSWORD);
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    return { actor: { id, type }, headers: { authorization: `Bearer ${accessToken}` } };
  }

  async function uploadProductFile(who: Person | null, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${backend.gatewayUrl}/product-files/file`, {
      method: 'POST',
      headers: who?.headers ?? {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  async function createDigitalProduct(price: number): Promise<AdminProduct> {
    const upload = await uploadProductFile(admin, GUIDE_PDF, 'Guide du freelance.pdf');
    expect(upload.status).toBe(200);
    const result = await graphql<{ createProduct: AdminProduct }>(backend.gatewayUrl, CREATE, {
      headers: admin.headers,
      variables: {
        input: {
          type: 'digital_product',
          name: 'Guide du freelance',
          creditsPrice: price,
          features: ['Guide PDF', 'Modèles de devis'],
          fileKey: upload.body['fileKey'],
          fileType: upload.body['fileType'],
        },
      },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.createProduct as AdminProduct;
  }

  const grant = (userId: string, amount: number) =>
    rpc.request(LedgerCreditsRpc.grant, {
      userId,
      amount,
      idempotencyKey: `grant-${randomUUID()}`,
      kind: 'grant',
      description: 'Crédits de test',
    });

  const download = (productId: string, who: Person | null) =>
    fetch(`${backend.gatewayUrl}/downloads/products/${productId}`, { headers: who?.headers ?? {} });

  it('sells a digital product once and streams its private file to the buyer only', async () => {
    const product = await createDigitalProduct(200);
    expect(product).toMatchObject({
      hasFile: true,
      fileType: 'application/pdf',
      imageUrl: '/images/products/default.svg',
    });
    expect(product.fileKey).toMatch(/^digital_products\/\d+_guide-du-freelance\.pdf$/);
    const buyer = await person();
    const other = await person('employer');
    await grant(buyer.actor.id, 250);

    const visitorPage = await graphql<{ storeProduct: { purchased: boolean } }>(backend.gatewayUrl, PAGE, {
      variables: { id: product.id },
    });
    expect(visitorPage.data?.storeProduct).toMatchObject({
      features: ['Guide PDF', 'Modèles de devis'],
      purchased: false,
    });
    const key = `buy-${randomUUID()}`;
    const bought = await graphql(backend.gatewayUrl, BUY, {
      headers: buyer.headers,
      variables: { id: product.id, key },
    });
    const again = await graphql(backend.gatewayUrl, BUY, {
      headers: buyer.headers,
      variables: { id: product.id, key },
    });
    expect(bought.data).toEqual({ buyProduct: { productId: product.id, status: 'purchased', balance: 50 } });
    expect(again.data).toEqual(bought.data);
    const buyerPage = await graphql<{ storeProduct: { purchased: boolean } }>(backend.gatewayUrl, PAGE, {
      headers: buyer.headers,
      variables: { id: product.id },
    });
    expect(buyerPage.data?.storeProduct.purchased).toBe(true);
    const ownedBy = async (who: typeof buyer) =>
      (
        await graphql<{ myPurchasedProductIds: string[] }>(backend.gatewayUrl, '{ myPurchasedProductIds }', {
          headers: who.headers,
        })
      ).data?.myPurchasedProductIds;
    expect(await ownedBy(buyer)).toEqual([product.id]);
    expect(await ownedBy(other)).toEqual([]);

    const file = await download(product.id, buyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Guide%20du%20freelance.pdf");
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(GUIDE_PDF)).toBe(true);

    const stranger = await download(product.id, other);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ code: 'FORBIDDEN' });
    const visitor = await download(product.id, null);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('has no public URL for a paid file: it is neither under /files nor in the public upload directory', async () => {
    const product = await createDigitalProduct(10);
    const fileKey = product.fileKey ?? '';

    expect((await fetch(`${backend.gatewayUrl}/files/${fileKey}`)).status).toBe(404);
    expect(existsSync(path.join(privateDir, ...fileKey.split('/')))).toBe(true);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual([]);
    const listed = JSON.stringify(
      await graphql(backend.gatewayUrl, 'query($id: ID!) { storeProduct(id: $id) { id hasFile } }', {
        variables: { id: product.id },
      }),
    );
    expect(listed).not.toContain(fileKey);
  });

  it('removes a replaced file and gives buyers the new one', async () => {
    const product = await createDigitalProduct(5);
    const buyer = await person();
    await grant(buyer.actor.id, 5);
    await graphql(backend.gatewayUrl, BUY, {
      headers: buyer.headers,
      variables: { id: product.id, key: `k-${randomUUID()}` },
    });
    const newVersion = Buffer.concat([GUIDE_PDF, Buffer.from('% seconde édition\n')]);
    const upload = await uploadProductFile(admin, newVersion, 'Guide v2.pdf');

    const updated = await graphql<{ updateProduct: AdminProduct }>(backend.gatewayUrl, UPDATE, {
      headers: admin.headers,
      variables: {
        id: product.id,
        input: {
          type: 'digital_product',
          name: 'Guide du freelance',
          creditsPrice: 5,
          fileKey: upload.body['fileKey'],
          fileType: upload.body['fileType'],
        },
      },
    });

    expect(updated.data?.updateProduct.fileKey).toBe(upload.body['fileKey']);
    expect(existsSync(path.join(privateDir, ...(product.fileKey ?? '').split('/')))).toBe(false);
    const file = await download(product.id, buyer);
    expect(Buffer.from(await file.arrayBuffer()).equals(newVersion)).toBe(true);
  });

  it("refuses a buy above the balance with 'Crédits insuffisants' and moves nothing", async () => {
    const product = await createDigitalProduct(300);
    const buyer = await person();
    await grant(buyer.actor.id, 299);

    const result = await graphql(backend.gatewayUrl, BUY, {
      headers: buyer.headers,
      variables: { id: product.id, key: `buy-${randomUUID()}` },
    });

    expect(result.errors?.[0]).toMatchObject({
      message: 'Crédits insuffisants',
      extensions: { code: 'CONFLICT' },
    });
    const balance = await graphql<{ myCredits: { balance: number } }>(
      backend.gatewayUrl,
      '{ myCredits { balance } }',
      {
        headers: buyer.headers,
      },
    );
    expect(balance.data?.myCredits.balance).toBe(299);
    expect((await download(product.id, buyer)).status).toBe(403);
  });

  it('keeps the catalogue to admins', async () => {
    const worker = await person();
    const product = await createDigitalProduct(20);
    const attempts = [
      graphql(backend.gatewayUrl, LIST, { headers: worker.headers, variables: { type: 'digital_product' } }),
      graphql(backend.gatewayUrl, CREATE, {
        headers: worker.headers,
        variables: { input: { type: 'physical_product', name: 'T-shirt', creditsPrice: 10 } },
      }),
      graphql(backend.gatewayUrl, DELETE, { headers: worker.headers, variables: { id: product.id } }),
      graphql(backend.gatewayUrl, SAVE_PACK, {
        headers: worker.headers,
        variables: { input: { credits: 10, price: 100 } },
      }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await uploadProductFile(worker, GUIDE_PDF, 'x.pdf')).status).toBe(403);
    expect((await uploadProductFile(null, GUIDE_PDF, 'x.pdf')).status).toBe(401);
  });

  it('adds, edits and deletes physical products for real', async () => {
    const created = await graphql<{ createProduct: AdminProduct }>(backend.gatewayUrl, CREATE, {
      headers: admin.headers,
      variables: { input: { type: 'physical_product', name: 'T-shirt Liggeey', creditsPrice: 1500 } },
    });
    const id = created.data?.createProduct.id ?? '';
    const updated = await graphql<{ updateProduct: AdminProduct }>(backend.gatewayUrl, UPDATE, {
      headers: admin.headers,
      variables: { id, input: { type: 'physical_product', name: 'T-shirt Liggeey (M)', creditsPrice: 1600 } },
    });
    expect(updated.data?.updateProduct).toMatchObject({
      name: 'T-shirt Liggeey (M)',
      creditsPrice: 1600,
      imageUrl: null,
    });
    const list = await graphql<{ adminProducts: AdminProduct[] }>(backend.gatewayUrl, LIST, {
      headers: admin.headers,
      variables: { type: 'physical_product' },
    });
    expect(list.data?.adminProducts.map((product) => product.name)).toContain('T-shirt Liggeey (M)');

    expect(
      (await graphql(backend.gatewayUrl, DELETE, { headers: admin.headers, variables: { id } })).data,
    ).toEqual({
      deleteProduct: true,
    });
    const after = await graphql<{ adminProducts: AdminProduct[] }>(backend.gatewayUrl, LIST, {
      headers: admin.headers,
      variables: { type: 'physical_product' },
    });
    expect(after.data?.adminProducts.map((product) => product.id)).not.toContain(id);
    const priceless = await graphql(backend.gatewayUrl, CREATE, {
      headers: admin.headers,
      variables: { input: { type: 'digital_product', name: 'Sans prix', creditsPrice: 0 } },
    });
    expect(priceless.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('removes the stored file of a deleted digital product nobody bought, and keeps a bought one for its buyer', async () => {
    const unsold = await createDigitalProduct(15);
    const sold = await createDigitalProduct(15);
    const buyer = await person();
    await grant(buyer.actor.id, 15);
    await graphql(backend.gatewayUrl, BUY, {
      headers: buyer.headers,
      variables: { id: sold.id, key: `k-${randomUUID()}` },
    });
    const stored = (product: AdminProduct) =>
      existsSync(path.join(privateDir, ...(product.fileKey ?? '').split('/')));

    await graphql(backend.gatewayUrl, DELETE, { headers: admin.headers, variables: { id: unsold.id } });
    await graphql(backend.gatewayUrl, DELETE, { headers: admin.headers, variables: { id: sold.id } });

    expect(stored(unsold)).toBe(false);
    expect(stored(sold)).toBe(true);
    const page = await graphql(backend.gatewayUrl, PAGE, { variables: { id: sold.id } });
    expect(page.errors?.[0]).toMatchObject({
      message: 'Produit introuvable',
      extensions: { code: 'NOT_FOUND' },
    });
    const file = await download(sold.id, buyer);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(GUIDE_PDF)).toBe(true);
  });

  it("validates credit packs ('Données invalides'), names them by default and lists them by price", async () => {
    for (const input of [
      { credits: 0, price: 1000 },
      { credits: 100, price: -5 },
    ]) {
      const refused = await graphql(backend.gatewayUrl, SAVE_PACK, {
        headers: admin.headers,
        variables: { input },
      });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Données invalides',
        extensions: { code: 'VALIDATION_FAILED' },
      });
    }
    const big = await graphql<{ saveCreditPack: AdminProduct }>(backend.gatewayUrl, SAVE_PACK, {
      headers: admin.headers,
      variables: { input: { credits: 500, price: 4500 } },
    });
    await graphql(backend.gatewayUrl, SAVE_PACK, {
      headers: admin.headers,
      variables: { input: { credits: 100, price: 1000, name: 'Petit pack' } },
    });
    expect(big.data?.saveCreditPack).toMatchObject({
      name: 'Pack 500 crédits',
      description: 'Pack de 500 crédits pour recharger votre compte.',
      type: 'credit_pack',
      creditsPrice: 4500,
      features: ['500'],
    });
    const edited = await graphql<{ saveCreditPack: AdminProduct }>(backend.gatewayUrl, SAVE_PACK, {
      headers: admin.headers,
      variables: { id: big.data?.saveCreditPack.id, input: { credits: 600, price: 5000 } },
    });
    expect(edited.data?.saveCreditPack).toMatchObject({ name: 'Pack 600 crédits', features: ['600'] });
    const packs = await graphql<{ adminProducts: AdminProduct[] }>(backend.gatewayUrl, LIST, {
      headers: admin.headers,
      variables: { type: 'credit_pack' },
    });
    expect(packs.data?.adminProducts.map((pack) => [pack.name, pack.creditsPrice])).toEqual([
      ['Petit pack', 1000],
      ['Pack 600 crédits', 5000],
    ]);
  });
});
