import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, sponsoredByCampaign } from '@liggeey/service-kit';
import { Prisma, type PrismaClient, type Product, type ProductType } from '../generated/prisma/client.js';

/** The columns an admin writes (the spec's product fields). */
export interface ProductData {
  name: string;
  description: string | null;
  creditsPrice: number;
  features: string[];
  imageUrl: string | null;
  fileUrl: string | null;
  fileType: string | null;
}

/** A digital product of the store list; `sponsored` while an external campaign promotes it. */
export interface StoreProductRow {
  id: string;
  name: string;
  description: string | null;
  credits_price: number;
  image_url: string | null;
  sponsored: boolean;
}

const SPONSORED = Prisma.raw(sponsoredByCampaign('ledger.product_campaigns'));

export type ProductRemoval = { outcome: 'not_found' } | { outcome: 'hidden' | 'deleted'; product: Product };

@Injectable()
export class ProductsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The store's digital products: the sponsored ones first, then newest first. */
  digitalForStore(limit: number): Promise<StoreProductRow[]> {
    return this.prisma.$queryRaw<StoreProductRow[]>`
      SELECT p.id, p.name, p.description, p.credits_price, p.image_url, p.id IN (${SPONSORED}) AS sponsored
      FROM ledger.products p
      WHERE p.type = 'digital_product' AND p.deleted_at IS NULL
      ORDER BY sponsored DESC, p.created_at DESC, p.id DESC
      LIMIT ${limit}`;
  }

  async isSponsored(id: string): Promise<boolean> {
    const [row] = await this.prisma.$queryRaw<{ sponsored: boolean }[]>`
      SELECT ${id}::uuid IN (${SPONSORED}) AS sponsored`;
    return row?.sponsored ?? false;
  }

  creditPacksByPrice(): Promise<Product[]> {
    return this.prisma.product.findMany({
      where: { type: 'credit_pack', deletedAt: null },
      orderBy: [{ creditsPrice: 'asc' }, { id: 'asc' }],
    });
  }

  findById(id: string): Promise<Product | null> {
    return this.prisma.product.findFirst({ where: { id, deletedAt: null } });
  }

  /** Back office lists: credit packs cheapest first (spec), the others newest first. */
  listByType(type: ProductType): Promise<Product[]> {
    return this.prisma.product.findMany({
      where: { type, deletedAt: null },
      orderBy:
        type === 'credit_pack'
          ? [{ creditsPrice: 'asc' }, { id: 'asc' }]
          : [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  create(type: ProductType, data: ProductData): Promise<Product> {
    return this.prisma.product.create({ data: { type, ...data } });
  }

  /** Changes a live product of that type, answering it before and after; null when there is none. */
  update(
    id: string,
    type: ProductType,
    data: ProductData,
  ): Promise<{ before: Product; after: Product } | null> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM ledger.products
         WHERE id = ${id}::uuid AND type = ${type}::ledger."ProductType" AND deleted_at IS NULL
         FOR UPDATE`;
      if (!locked) return null;
      const before = await tx.product.findUniqueOrThrow({ where: { id } });
      return { before, after: await tx.product.update({ where: { id }, data }) };
    });
  }

  /**
   * Deletes a product, or only hides it when someone bought it (their entitlement keeps pointing
   * at it, so they can still download). The row lock makes a concurrent buy wait for the decision.
   */
  remove(id: string): Promise<ProductRemoval> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM ledger.products WHERE id = ${id}::uuid AND deleted_at IS NULL FOR UPDATE`;
      if (!locked) return { outcome: 'not_found' } as const;
      const buyers = await tx.entitlement.count({ where: { productId: id } });
      if (buyers > 0) {
        return {
          outcome: 'hidden',
          product: await tx.product.update({ where: { id }, data: { deletedAt: new Date() } }),
        } as const;
      }
      return { outcome: 'deleted', product: await tx.product.delete({ where: { id } }) } as const;
    });
  }
}
