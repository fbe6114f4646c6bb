import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** Deadlines before which rows are of no use any more. */
export interface Cutoffs {
  /** Challenges, codes, two-factor steps and confirmation links that expired before this. */
  expiredBefore: Date;
  /** Browser sessions (with their token families) closed or expired before this. */
  sessionsBefore: Date;
  /** Sign-in attempts older than the log's retention. */
  attemptsBefore: Date;
}

export interface SweepCounts {
  challenges: number;
  codes: number;
  secondSteps: number;
  confirmations: number;
  sessions: number;
  attempts: number;
}

@Injectable()
export class HousekeepingRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every statement is idempotent, so instances sweeping at the same time do no harm. */
  async sweep({ expiredBefore, sessionsBefore, attemptsBefore }: Cutoffs): Promise<SweepCounts> {
    const [challenges, codes, secondSteps, confirmations, sessions, attempts] = await Promise.all([
      this.prisma.loginChallenge.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
      this.prisma.authorizationCode.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
      this.prisma.signInSecondStep.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
      this.prisma.emailConfirmation.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
      this.prisma.browserSession.deleteMany({
        where: { OR: [{ revokedAt: { lt: sessionsBefore } }, { expiresAt: { lt: sessionsBefore } }] },
      }),
      this.prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: attemptsBefore } } }),
    ]);
    return {
      challenges: challenges.count,
      codes: codes.count,
      secondSteps: secondSteps.count,
      confirmations: confirmations.count,
      sessions: sessions.count,
      attempts: attempts.count,
    };
  }
}
