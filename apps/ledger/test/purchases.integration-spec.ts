import {
  type Actor,
  LedgerCreditsRpc,
  LedgerProductsRpc,
  LedgerPurchasesRpc,
  type PurchaseResultDto,
} from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { type Backend, startBackend } from '@liggeey/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ADMIN: Actor = { id: randomUUID(), type: 'admin' };
const FILE_KEY = 'digital_products/1795000000000_guide.pdf';

describe('buying digital products (ledger service)', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  let nats: NatsConnection;
  let rpc: NatsRpcClient;

  beforeAll(async () => {
    backend = await startBackend(infra, { label: 'ledger_purchases', services: ['ledger'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    nats = await connect({ servers: infra.natsUrl });
    rpc = new NatsRpcClient(nats, backend.natsNamespace);
  });

  afterAll(async () => {
    await nats.close();
    await db.end();
    await backend.stop();
  });

  const worker = (): Actor => ({ id: randomUUID(), type: 'worker' });

  async function product(creditsPrice: number, fileKey: string | null = FILE_KEY): Promise<string> {
    const created = await rpc.request(
      LedgerProductsRpc.adminCreate,
      {
        type: 'digital_product',
        name: 'Guide',
        creditsPrice,
        features: ['PDF'],
        fileKey,
        fileType: 'application/pdf',
      },
      { actor: ADMIN },
    );
    return created.id;
  }

  const grant = (userId: string, amount: number) =>
    rpc.request(LedgerCreditsRpc.grant, {
      userId,
      amount,
      idempotencyKey: `grant-${randomUUID()}`,
      kind: 'grant',
      description: 'Crédits de test',
    });

  const buy = (actor: Actor | null, productId: string, idempotencyKey = `buy-${randomUUID()}`) =>
    rpc.request(LedgerPurchasesRpc.buy, { productId, idempotencyKey }, { actor });

  const balance = async (actor: Actor) =>
    (await rpc.request(LedgerCreditsRpc.balance, {}, { actor })).balance;

  /** What the database holds for the person and product: spends and entitlements. */
  async function recorded(userId: string, productId: string) {
    const spends = await db.query<{ description: string; amount: string }>(
      `SELECT t.description, e.amount FROM ledger.journal_transactions t
         JOIN ledger.entries e ON e.transaction_id = t.id
         JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
        WHERE t.user_id = $1 AND t.kind = 'spend'`,
      [userId],
    );
    const entitlements = await db.query(
      'SELECT 1 FROM ledger.entitlements WHERE user_id = $1 AND product_id = $2',
      [userId, productId],
    );
    return {
      spends: spends.rows.map((row) => ({ ...row, amount: Number(row.amount) })),
      entitlements: entitlements.rowCount,
    };
  }

  it('spends the price from the database once, with the spec description, even when the same key is sent twice', async () => {
    const buyer = worker();
    const productId = await product(200);
    await grant(buyer.id, 500);
    const key = `buy-${randomUUID()}`;

    const first = await buy(buyer, productId, key);
    const retry = await buy(buyer, productId, key);

    expect(first).toEqual({ productId, status: 'purchased', balance: 300 });
    expect(retry).toEqual(first);
    expect(await balance(buyer)).toBe(300);
    expect(await recorded(buyer.id, productId)).toEqual({
      spends: [{ description: `Achat Produit Digital ID: ${productId}`, amount: -200 }],
      entitlements: 1,
    });
    expect(await rpc.request(LedgerPurchasesRpc.owned, { productId }, { actor: buyer })).toEqual({
      purchased: true,
    });
    expect(
      await rpc.request(LedgerCreditsRpc.hasPurchased, { userId: buyer.id, productId }, { actor: buyer }),
    ).toEqual({ purchased: true });
  });

  it('answers "already purchased" to a second buy with another key and spends nothing', async () => {
    const buyer = worker();
    const productId = await product(100);
    await grant(buyer.id, 300);
    await buy(buyer, productId);

    expect(await buy(buyer, productId)).toEqual({ productId, status: 'already_purchased', balance: 200 });
    expect((await recorded(buyer.id, productId)).spends).toHaveLength(1);
  });

  it('gives one entitlement and one spend to concurrent buys of the same product by the same person', async () => {
    const buyer = worker();
    const productId = await product(150);
    await grant(buyer.id, 1_000);

    const results = await Promise.all(Array.from({ length: 8 }, () => buy(buyer, productId)));
    const sameKey = `buy-${randomUUID()}`;
    const sameKeyResults = await Promise.all(Array.from({ length: 4 }, () => buy(buyer, productId, sameKey)));

    expect(results.filter((result) => result.status === 'purchased')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'already_purchased')).toHaveLength(7);
    expect(sameKeyResults.every((result: PurchaseResultDto) => result.status === 'already_purchased')).toBe(
      true,
    );
    expect(await balance(buyer)).toBe(850);
    expect(await recorded(buyer.id, productId)).toEqual({
      spends: [{ description: `Achat Produit Digital ID: ${productId}`, amount: -150 }],
      entitlements: 1,
    });
  });

  it('spends once for concurrent first buys carrying the same key', async () => {
    const buyer = worker();
    const productId = await product(120);
    await grant(buyer.id, 200);
    const key = `buy-${randomUUID()}`;

    const results = await Promise.all(Array.from({ length: 6 }, () => buy(buyer, productId, key)));

    expect(results).toEqual(
      Array.from({ length: 6 }, () => ({ productId, status: 'purchased', balance: 80 })),
    );
    expect(await recorded(buyer.id, productId)).toMatchObject({
      entitlements: 1,
      spends: [{ amount: -120 }],
    });
  });

  it("refuses a buy above the balance with 'Crédits insuffisants' and changes nothing", async () => {
    const buyer = worker();
    const productId = await product(500);
    await grant(buyer.id, 499);

    await expect(buy(buyer, productId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Crédits insuffisants',
      details: { reason: 'insufficient_credits' },
    });
    expect(await balance(buyer)).toBe(499);
    expect(await recorded(buyer.id, productId)).toEqual({ spends: [], entitlements: 0 });
    expect(await rpc.request(LedgerPurchasesRpc.owned, { productId }, { actor: buyer })).toEqual({
      purchased: false,
    });
  });

  it('asks a visitor to sign in and answers Produit introuvable for an unknown or non-digital product', async () => {
    const buyer = worker();
    await grant(buyer.id, 100);
    const productId = await product(10);
    const pack = await rpc.request(
      LedgerProductsRpc.saveCreditPack,
      { input: { credits: 10, price: 100 } },
      { actor: ADMIN },
    );

    await expect(buy(null, productId)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Veuillez vous connecter pour continuer.',
    });
    await expect(buy(buyer, randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Produit introuvable',
    });
    await expect(buy(buyer, pack.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Produit introuvable',
    });
    expect(await balance(buyer)).toBe(100);
  });

  it('gives the file to the buyer only (and to admins), never to others', async () => {
    const buyer = worker();
    const other = worker();
    const productId = await product(50);
    await grant(buyer.id, 50);
    await buy(buyer, productId);
    const download = (actor: Actor | null) =>
      rpc.request(LedgerPurchasesRpc.download, { productId }, { actor });

    expect(await download(buyer)).toEqual({
      fileKey: FILE_KEY,
      fileType: 'application/pdf',
      fileName: 'Guide',
    });
    expect(await download(ADMIN)).toMatchObject({ fileKey: FILE_KEY });
    await expect(download(other)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(download(null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a refunded buy no longer owns the product, which can then be bought again', async () => {
    const buyer = worker();
    const productId = await product(40);
    await grant(buyer.id, 40);
    await buy(buyer, productId);
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM ledger.journal_transactions WHERE user_id = $1 AND kind = 'spend'",
      [buyer.id],
    );
    await rpc.request(LedgerCreditsRpc.refund, {
      transactionId: rows[0]?.id ?? '',
      idempotencyKey: `r-${randomUUID()}`,
    });

    expect(await rpc.request(LedgerPurchasesRpc.owned, { productId }, { actor: buyer })).toEqual({
      purchased: false,
    });
    await expect(
      rpc.request(LedgerPurchasesRpc.download, { productId }, { actor: buyer }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await buy(buyer, productId)).toEqual({ productId, status: 'purchased', balance: 0 });
  });

  it('hides a bought product on deletion (its buyers keep the file) and deletes one nobody bought', async () => {
    const buyer = worker();
    const bought = await product(30);
    const unsold = await product(30, 'digital_products/1795000000001_unsold.pdf');
    await grant(buyer.id, 30);
    await buy(buyer, bought);

    expect(await rpc.request(LedgerProductsRpc.adminDelete, { id: bought }, { actor: ADMIN })).toEqual({
      id: bought,
      removedFileKey: null,
      removedImageUrl: null,
    });
    expect(await rpc.request(LedgerProductsRpc.adminDelete, { id: unsold }, { actor: ADMIN })).toEqual({
      id: unsold,
      removedFileKey: 'digital_products/1795000000001_unsold.pdf',
      removedImageUrl: '/images/products/default.svg',
    });
    await expect(rpc.request(LedgerProductsRpc.product, { id: bought })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await rpc.request(LedgerPurchasesRpc.download, { productId: bought }, { actor: buyer }),
    ).toMatchObject({
      fileKey: FILE_KEY,
    });
    const { rowCount } = await db.query('SELECT 1 FROM ledger.products WHERE id = $1', [unsold]);
    expect(rowCount).toBe(0);
    const list = await rpc.request(
      LedgerProductsRpc.adminList,
      { type: 'digital_product' },
      { actor: ADMIN },
    );
    expect(list.map((item) => item.id)).not.toContain(bought);
  });

  it('keeps the catalogue operations for admins', async () => {
    const someone = worker();
    const existing = await product(10);
    const outcomes = await Promise.allSettled([
      rpc.request(LedgerProductsRpc.adminList, { type: 'physical_product' }, { actor: someone }),
      rpc.request(
        LedgerProductsRpc.adminCreate,
        { type: 'physical_product', name: 'T-shirt', creditsPrice: 10 },
        { actor: someone },
      ),
      rpc.request(LedgerProductsRpc.saveCreditPack, { input: { credits: 5, price: 50 } }, { actor: someone }),
      rpc.request(LedgerProductsRpc.adminDelete, { id: existing }, { actor: someone }),
    ]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(RpcCallError);
        expect(outcome.reason).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(await rpc.request(LedgerProductsRpc.product, { id: existing })).toMatchObject({ id: existing });
  });
});
