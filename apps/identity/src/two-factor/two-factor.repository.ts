import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient, type TwoFactor } from '../generated/prisma/client.js';

@Injectable()
export class TwoFactorRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(accountId: string): Promise<TwoFactor | null> {
    return this.prisma.twoFactor.findUnique({ where: { accountId } });
  }

  /** A new unconfirmed secret in place of an earlier unconfirmed one; false if one is confirmed. */
  async startEnrolment(accountId: string, secretEncrypted: string): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      await tx.twoFactor.deleteMany({ where: { accountId, confirmedAt: null } });
      const created = await tx.twoFactor.createMany({
        data: [{ accountId, secretEncrypted }],
        skipDuplicates: true,
      });
      return created.count === 1;
    });
  }

  /**
   * Confirms the enrolment with its first accepted step and stores the recovery codes' hashes, in
   * place of any earlier ones; false if it was confirmed meanwhile or that step was used.
   */
  async confirmEnrolment(accountId: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const confirmed = await tx.twoFactor.updateMany({
        where: { accountId, confirmedAt: null },
        data: { confirmedAt: new Date(), lastUsedStep: step },
      });
      if (confirmed.count !== 1) return false;
      await tx.recoveryCode.deleteMany({ where: { accountId } });
      await tx.recoveryCode.createMany({
        data: recoveryCodeHashes.map((codeHash) => ({ accountId, codeHash })),
      });
      return true;
    });
  }

  /** Takes the time step if it is newer than every step accepted before (false: replayed). */
  async takeStep(accountId: string, step: number): Promise<boolean> {
    const taken = await this.prisma.twoFactor.updateMany({
      where: {
        accountId,
        confirmedAt: { not: null },
        OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }],
      },
      data: { lastUsedStep: step },
    });
    return taken.count === 1;
  }

  /** Uses the recovery code once: 'used' now, 'reused' if it was before, 'unknown' otherwise. */
  async useRecoveryCode(accountId: string, codeHash: string): Promise<'used' | 'reused' | 'unknown'> {
    const used = await this.prisma.recoveryCode.updateMany({
      where: { accountId, codeHash, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (used.count === 1) return 'used';
    const known = await this.prisma.recoveryCode.count({ where: { accountId, codeHash } });
    return known > 0 ? 'reused' : 'unknown';
  }
}
