import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import {
  type Account,
  type AuthSession,
  type AuthorizationCode,
  type LoginChallenge,
  type PrismaClient,
} from '../generated/prisma/client.js';

export type NewChallenge = Omit<LoginChallenge, 'id' | 'usedAt' | 'createdAt'>;
export type NewCode = Omit<AuthorizationCode, 'usedAt' | 'createdAt'>;

@Injectable()
export class OidcRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async setting(key: string): Promise<unknown> {
    return (await this.prisma.setting.findUnique({ where: { key } }))?.value ?? null;
  }

  createChallenge(data: NewChallenge): Promise<LoginChallenge> {
    return this.prisma.loginChallenge.create({ data });
  }

  findOpenChallenge(id: string, now: Date): Promise<LoginChallenge | null> {
    return this.prisma.loginChallenge.findFirst({ where: { id, usedAt: null, expiresAt: { gt: now } } });
  }

  /** Opens the session and hands out its code in one transaction, closing the challenge. */
  async completeChallenge(
    challengeId: string,
    accountId: string,
    code: (session: AuthSession) => NewCode,
  ): Promise<{ session: AuthSession } | null> {
    return this.prisma.$transaction(async (tx) => {
      const closed = await tx.loginChallenge.updateMany({
        where: { id: challengeId, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (closed.count !== 1) return null;
      const session = await tx.authSession.create({ data: { accountId } });
      await tx.authorizationCode.create({ data: code(session) });
      return { session };
    });
  }

  /**
   * Marks the code used and returns it, or null when it does not exist; `alreadyUsed` tells a replay
   * (the code was redeemed before) from an unknown code.
   */
  async redeemCode(
    codeHash: string,
  ): Promise<{ code: AuthorizationCode; account: Account; alreadyUsed: boolean } | null> {
    const code = await this.prisma.authorizationCode.findUnique({ where: { codeHash } });
    if (!code) return null;
    const marked = await this.prisma.authorizationCode.updateMany({
      where: { codeHash, usedAt: null },
      data: { usedAt: new Date() },
    });
    const account = await this.prisma.account.findUniqueOrThrow({ where: { id: code.accountId } });
    return { code, account, alreadyUsed: marked.count !== 1 };
  }

  findSession(id: string): Promise<(AuthSession & { account: Account }) | null> {
    return this.prisma.authSession.findUnique({ where: { id }, include: { account: true } });
  }

  /** Moves the family to a new refresh token, only if `expectedJti` is still its current one. */
  async rotateRefresh(sessionId: string, expectedJti: string | null, nextJti: string): Promise<boolean> {
    const result = await this.prisma.authSession.updateMany({
      where: { id: sessionId, refreshJti: expectedJti, revokedAt: null },
      data: { refreshJti: nextJti },
    });
    return result.count === 1;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.prisma.authSession.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
  }
}
