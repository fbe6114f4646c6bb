import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type PrismaClient, type SignInSecondStep } from '../generated/prisma/client.js';

export type NewSecondStep = Omit<SignInSecondStep, 'usedAt' | 'createdAt'>;

/** The sign-ins waiting for their authenticator code (see the model's comment). */
@Injectable()
export class SecondStepsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async create(data: NewSecondStep): Promise<void> {
    await this.prisma.signInSecondStep.create({ data });
  }

  findOpen(
    tokenHash: string,
    challengeId: string,
    now: Date,
  ): Promise<(SignInSecondStep & { account: Account }) | null> {
    return this.prisma.signInSecondStep.findFirst({
      where: { tokenHash, challengeId, usedAt: null, expiresAt: { gt: now } },
      include: { account: true },
    });
  }

  /** Closes the step; false when it was closed already (two posts of the same code crossing). */
  async close(tokenHash: string): Promise<boolean> {
    const closed = await this.prisma.signInSecondStep.updateMany({
      where: { tokenHash, usedAt: null },
      data: { usedAt: new Date() },
    });
    return closed.count === 1;
  }
}
