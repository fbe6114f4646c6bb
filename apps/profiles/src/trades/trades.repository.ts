import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient, type Trade } from '../generated/prisma/client.js';

@Injectable()
export class TradesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every trade, in catalogue order within its category. */
  all(): Promise<Trade[]> {
    return this.prisma.trade.findMany({ orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }] });
  }

  /**
   * Listed worker profiles per profession, for the given names ignoring case, in one grouped query.
   * Keys are the professions as stored (several spellings of one name may come back).
   */
  async workersByProfession(names: readonly string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const groups = await this.prisma.profile.groupBy({
      by: ['profession'],
      where: {
        type: 'worker',
        confirmedAt: { not: null },
        profession: { in: [...names], mode: 'insensitive' },
      },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.profession ?? '', group._count._all]));
  }
}
