import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient, type Product } from '../generated/prisma/client.js';

@Injectable()
export class ProductsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  digitalNewestFirst(limit: number): Promise<Product[]> {
    return this.prisma.product.findMany({
      where: { type: 'digital_product' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
