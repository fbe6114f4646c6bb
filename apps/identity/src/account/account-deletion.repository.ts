import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class AccountDeletionRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(id: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { id } });
  }

  /**
   * Keeps the row (ids stay unique, the sign-in log keeps its link) but nothing personal: the
   * e-mail is freed for a new sign-up, the password cannot match, every session is closed.
   */
  async markDeleted(id: string, now: Date): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.account.update({
        where: { id },
        data: { status: 'deleted', email: `supprime-${id}@comptes-supprimes.invalid`, passwordHash: '' },
      }),
      this.prisma.authSession.updateMany({
        where: { accountId: id, revokedAt: null },
        data: { revokedAt: now, revokedReason: 'account_deleted' },
      }),
      this.prisma.emailConfirmation.deleteMany({ where: { accountId: id } }),
    ]);
  }
}
