import { Inject, Injectable } from '@nestjs/common';
import { digitalPurchaseDescription } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { fingerprint } from '../credits/fingerprint.js';

export type BuyOutcome =
  | { outcome: 'purchased'; transactionId: string; balance: number; created: boolean }
  | { outcome: 'already_purchased'; balance: number }
  | { outcome: 'not_found' | 'insufficient' | 'mismatch' };

export interface DownloadableFile {
  name: string;
  fileKey: string | null;
  fileType: string | null;
}

interface OwnedRow {
  id: string;
  idempotency_key: string;
  reversed: boolean;
}

interface MovementRow {
  outcome: string;
  transaction_id: string | null;
  balance_after: bigint | number | null;
}

/** Thrown inside the buy transaction to roll its spend back: someone else's buy got there first. */
class AlreadyOwned extends Error {}

/** An interactive transaction waits for the user's account lock behind concurrent buys. */
const BUY_TRANSACTION = { maxWait: 10_000, timeout: 10_000 } as const;

/** Entitlements (the right to download a bought file) and the buy that creates them. */
@Injectable()
export class PurchasesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * One database transaction: the product row is read with a share lock (its price, and no
   * deletion meanwhile), the spend goes through `ledger.post_movements` like every movement (the
   * balance check is in its atomic statement, the key makes a retry replay), then the entitlement
   * is inserted. Its unique (user, product) decides between concurrent buys with different keys:
   * the loser's spend is rolled back with it.
   */
  async buy(userId: string, productId: string, idempotencyKey: string): Promise<BuyOutcome> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const [product] = await tx.$queryRaw<{ credits_price: number }[]>`
          SELECT credits_price FROM ledger.products
           WHERE id = ${productId}::uuid AND type = 'digital_product' AND deleted_at IS NULL
           FOR SHARE`;
        if (!product) return { outcome: 'not_found' };

        const [owned] = await tx.$queryRaw<OwnedRow[]>`
          SELECT e.id, t.idempotency_key,
                 EXISTS (SELECT 1 FROM ledger.journal_transactions r WHERE r.reverses_id = t.id) AS reversed
            FROM ledger.entitlements e JOIN ledger.journal_transactions t ON t.id = e.transaction_id
           WHERE e.user_id = ${userId}::uuid AND e.product_id = ${productId}::uuid`;
        if (owned && !owned.reversed) {
          if (owned.idempotency_key !== idempotencyKey)
            return { outcome: 'already_purchased', balance: await balanceOf(tx, userId) };
        } else if (owned) {
          // Refunded: the right went with the credits, the product may be bought again.
          await tx.$executeRaw`DELETE FROM ledger.entitlements WHERE id = ${owned.id}::uuid`;
        }

        const movement = spendMovement(userId, productId, product.credits_price);
        const [row] = await tx.$queryRaw<MovementRow[]>`
          SELECT outcome, transaction_id, balance_after FROM ledger.post_movements(${JSON.stringify([
            { item: 0, key: idempotencyKey, keyScope: 'member', systemCode: 'revenue', ...movement },
          ])}::jsonb)`;
        switch (row?.outcome) {
          case 'insufficient':
            return { outcome: 'insufficient' };
          case 'mismatch':
          case 'already_reversed':
            return { outcome: 'mismatch' };
          case 'replayed':
            return {
              outcome: 'purchased',
              transactionId: String(row.transaction_id),
              balance: Number(row.balance_after),
              created: false,
            };
          case 'created': {
            const transactionId = String(row.transaction_id);
            const inserted = await tx.$executeRaw`
              INSERT INTO ledger.entitlements (id, user_id, product_id, transaction_id)
              VALUES (gen_random_uuid(), ${userId}::uuid, ${productId}::uuid, ${transactionId}::uuid)
              ON CONFLICT (user_id, product_id) DO NOTHING`;
            if (inserted === 0) throw new AlreadyOwned();
            return { outcome: 'purchased', transactionId, balance: Number(row.balance_after), created: true };
          }
          default:
            throw new Error(`ledger.post_movements answered ${String(row?.outcome)} for a buy`);
        }
      }, BUY_TRANSACTION);
    } catch (error) {
      if (!(error instanceof AlreadyOwned)) throw error;
      return { outcome: 'already_purchased', balance: await balanceOf(this.prisma, userId) };
    }
  }

  /** Whether the user holds the product (bought and not refunded). */
  async owns(userId: string, productId: string): Promise<boolean> {
    const [row] = await this.prisma.$queryRaw<{ owned: boolean }[]>`
      SELECT EXISTS (
        SELECT 1 FROM ledger.entitlements e
         WHERE e.user_id = ${userId}::uuid AND e.product_id = ${productId}::uuid
           AND NOT EXISTS (SELECT 1 FROM ledger.journal_transactions r WHERE r.reverses_id = e.transaction_id)
      ) AS owned`;
    return row?.owned ?? false;
  }

  /** The products the user holds (bought and not refunded). */
  async ownedProductIds(userId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ product_id: string }[]>`
      SELECT e.product_id FROM ledger.entitlements e
       WHERE e.user_id = ${userId}::uuid
         AND NOT EXISTS (SELECT 1 FROM ledger.journal_transactions r WHERE r.reverses_id = e.transaction_id)`;
    return rows.map((row) => row.product_id);
  }

  /** A digital product's file, deleted products included (their buyers keep them). */
  async file(productId: string): Promise<DownloadableFile | null> {
    const product = await this.prisma.product.findFirst({
      where: { id: productId, type: 'digital_product' },
      select: { name: true, fileUrl: true, fileType: true },
    });
    return product && { name: product.name, fileKey: product.fileUrl, fileType: product.fileType };
  }
}

/** The spend of a buy, as `ledger.post_movements` and the journal's fingerprint see it. */
function spendMovement(userId: string, productId: string, price: number) {
  const parameters = {
    kind: 'spend',
    userId,
    amount: -price,
    description: digitalPurchaseDescription(productId),
    metadata: { productId },
    reversesId: null,
  };
  return { ...parameters, fingerprint: fingerprint(parameters) };
}

async function balanceOf(db: PrismaClient | Prisma.TransactionClient, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ balance: bigint }[]>`
    SELECT balance FROM ledger.accounts WHERE owner_user_id = ${userId}::uuid`;
  return Number(row?.balance ?? 0);
}
