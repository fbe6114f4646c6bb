import { Inject, Injectable } from '@nestjs/common';
import { type PortfolioItemInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PortfolioItem, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class PortfolioRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Newest first. */
  forOwner(ownerId: string): Promise<PortfolioItem[]> {
    return this.prisma.portfolioItem.findMany({
      where: { ownerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  count(ownerId: string): Promise<number> {
    return this.prisma.portfolioItem.count({ where: { ownerId } });
  }

  async profileExists(id: string): Promise<boolean> {
    return (await this.prisma.profile.count({ where: { id } })) > 0;
  }

  find(id: string): Promise<PortfolioItem | null> {
    return this.prisma.portfolioItem.findUnique({ where: { id } });
  }

  create(ownerId: string, input: PortfolioItemInputDto): Promise<PortfolioItem> {
    return this.prisma.portfolioItem.create({ data: { ownerId, ...input } });
  }

  /** Null when the item is gone or no longer the owner's. */
  async update(id: string, ownerId: string, input: PortfolioItemInputDto): Promise<PortfolioItem | null> {
    const { count } = await this.prisma.portfolioItem.updateMany({ where: { id, ownerId }, data: input });
    return count === 0 ? null : this.prisma.portfolioItem.findUnique({ where: { id } });
  }

  /** False when the item is gone or no longer the owner's. */
  async delete(id: string, ownerId: string): Promise<boolean> {
    const { count } = await this.prisma.portfolioItem.deleteMany({ where: { id, ownerId } });
    return count > 0;
  }
}
