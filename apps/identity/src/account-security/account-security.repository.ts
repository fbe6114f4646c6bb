import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** What a confirmed link changed. */
export interface ConfirmedEmailChange {
  accountId: string;
  oldEmail: string;
  newEmail: string;
}

/** Why a link could not be used; nothing changed. */
export type EmailChangeRefusal = 'invalid' | 'taken';

/** Thrown inside the transaction to undo it. */
class Refused extends Error {
  constructor(readonly reason: EmailChangeRefusal) {
    super(reason);
  }
}

/** Changes of address and the account's password, in identity's schema. */
@Injectable()
export class AccountSecurityRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findAccount(id: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { id } });
  }

  async emailInUse(email: string): Promise<boolean> {
    return (await this.prisma.account.count({ where: { email } })) > 0;
  }

  async setPasswordHash(accountId: string, passwordHash: string): Promise<boolean> {
    const { count } = await this.prisma.account.updateMany({
      where: { id: accountId, status: 'active' },
      data: { passwordHash },
    });
    return count === 1;
  }

  /** A new link; the account's earlier unused links stop working (only the latest address counts). */
  async createEmailChange(change: {
    accountId: string;
    newEmail: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    const now = new Date();
    await this.prisma.$transaction([
      this.prisma.emailChange.updateMany({
        where: { accountId: change.accountId, usedAt: null },
        data: { usedAt: now },
      }),
      this.prisma.emailChange.create({ data: change }),
    ]);
  }

  /**
   * Uses the link and moves the account to the new address in one transaction; the unique index
   * on accounts.email decides a race with a sign-up using the same address.
   */
  async confirmEmailChange(tokenHash: string, now: Date): Promise<ConfirmedEmailChange | EmailChangeRefusal> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const [link] = await tx.emailChange.updateManyAndReturn({
          where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        });
        if (!link) throw new Refused('invalid');
        const account = await tx.account.findUnique({ where: { id: link.accountId } });
        if (account?.status !== 'active') throw new Refused('invalid');
        await tx.account.update({ where: { id: account.id }, data: { email: link.newEmail } });
        return { accountId: account.id, oldEmail: account.email, newEmail: link.newEmail };
      });
    } catch (error) {
      if (error instanceof Refused) return error.reason;
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'taken';
      throw error;
    }
  }

  /** Links expired a day ago go (idempotent; called after each request). */
  async deleteStaleEmailChanges(now: Date): Promise<void> {
    await this.prisma.emailChange.deleteMany({
      where: { expiresAt: { lt: new Date(now.getTime() - 86_400_000) } },
    });
  }
}
