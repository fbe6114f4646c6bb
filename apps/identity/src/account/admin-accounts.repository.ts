import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type PrismaClient } from '../generated/prisma/client.js';
import { type AccountStatus } from '../generated/prisma/enums.js';

@Injectable()
export class AdminAccountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findMany(ids: readonly string[]): Promise<Pick<Account, 'id' | 'email' | 'status'>[]> {
    return this.prisma.account.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, email: true, status: true },
    });
  }

  find(id: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { id } });
  }

  /**
   * Moves the account from one of `from` to `to` in one conditional update, so two admins acting
   * at once cannot both succeed; closes its sessions when it is suspended. False when the account
   * was not in one of `from`.
   */
  async changeStatus(
    id: string,
    from: readonly AccountStatus[],
    to: AccountStatus,
    now: Date,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.account.updateMany({
        where: { id, status: { in: [...from] } },
        data: { status: to },
      });
      if (count === 1 && to === 'suspended') {
        await tx.authSession.updateMany({
          where: { accountId: id, revokedAt: null },
          data: { revokedAt: now, revokedReason: 'account_suspended' },
        });
      }
      return count === 1;
    });
  }
}
