import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import {
  type Account,
  type AuthSession,
  type AuthorizationCode,
  type BrowserSession,
  type LoginChallenge,
  type PrismaClient,
} from '../generated/prisma/client.js';

export type NewChallenge = Omit<LoginChallenge, 'id' | 'usedAt' | 'createdAt'>;
export type NewCode = Omit<AuthorizationCode, 'usedAt' | 'createdAt'>;
/** A tab's token family with its browser session and account. */
export type Family = AuthSession & { browserSession: BrowserSession & { account: Account } };

@Injectable()
export class OidcRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  createChallenge(data: NewChallenge): Promise<LoginChallenge> {
    return this.prisma.loginChallenge.create({ data });
  }

  findOpenChallenge(id: string, now: Date): Promise<LoginChallenge | null> {
    return this.prisma.loginChallenge.findFirst({ where: { id, usedAt: null, expiresAt: { gt: now } } });
  }

  /** Closes the challenge; false when it was closed already (a second post of the same page). */
  async closeChallenge(challengeId: string): Promise<boolean> {
    const closed = await this.prisma.loginChallenge.updateMany({
      where: { id: challengeId, usedAt: null },
      data: { usedAt: new Date() },
    });
    return closed.count === 1;
  }

  /** A new token family (a tab) under the browser session, and the code that starts it. */
  async issueCode(
    browserSessionId: string,
    accountId: string,
    code: (family: AuthSession) => NewCode,
  ): Promise<AuthSession> {
    return this.prisma.$transaction(async (tx) => {
      const family = await tx.authSession.create({ data: { accountId, browserSessionId } });
      await tx.authorizationCode.create({ data: code(family) });
      return family;
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

  findFamily(id: string): Promise<Family | null> {
    return this.prisma.authSession.findUnique({
      where: { id },
      include: { browserSession: { include: { account: true } } },
    });
  }

  /**
   * Moves the family to a new refresh token, only if `expectedJti` is still its current one; the
   * replaced one is remembered with the time, for the reuse leeway.
   */
  async rotateRefresh(familyId: string, expectedJti: string | null, nextJti: string): Promise<boolean> {
    const result = await this.prisma.authSession.updateMany({
      where: { id: familyId, refreshJti: expectedJti, revokedAt: null },
      data: { refreshJti: nextJti, previousJti: expectedJti, rotatedAt: new Date() },
    });
    return result.count === 1;
  }
}
