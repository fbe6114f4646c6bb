import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type PrismaClient } from '../generated/prisma/client.js';

export interface PendingAccount {
  /** Chosen by the gateway when files were stored under it; otherwise generated here. */
  id?: string;
  email: string;
  passwordHash: string;
  type: 'worker' | 'employer';
}

@Injectable()
export class SignUpRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The account and its confirmation link, together or not at all. */
  createPendingAccount(
    account: PendingAccount,
    confirmation: { tokenHash: string; expiresAt: Date },
  ): Promise<Account> {
    return this.prisma.account.create({
      data: { ...account, status: 'pending', confirmations: { create: confirmation } },
    });
  }

  /** The account using an address (stored lower-cased), whatever its status. */
  findByEmail(email: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { email } });
  }

  /** Undoes a sign-up whose announcement could not be published (nobody would ever confirm it). */
  async deletePendingAccount(id: string): Promise<void> {
    await this.prisma.account.deleteMany({ where: { id, status: 'pending' } });
  }

  /**
   * Uses the link once: marks it used and activates a pending account, in one transaction.
   * Returns the account the link belongs to (null for an unknown or expired link).
   */
  confirm(tokenHash: string, now: Date): Promise<{ account: Account; activated: boolean } | null> {
    return this.prisma.$transaction(async (tx) => {
      const confirmation = await tx.emailConfirmation.findUnique({
        where: { tokenHash },
        include: { account: true },
      });
      if (!confirmation || confirmation.expiresAt <= now) return null;
      if (confirmation.usedAt !== null) return { account: confirmation.account, activated: false };
      await tx.emailConfirmation.update({ where: { tokenHash }, data: { usedAt: now } });
      const { count } = await tx.account.updateMany({
        where: { id: confirmation.accountId, status: 'pending' },
        data: { status: 'active' },
      });
      const account = await tx.account.findUniqueOrThrow({ where: { id: confirmation.accountId } });
      return { account, activated: count === 1 };
    });
  }
}
