import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** What a used reset link changed. */
export interface CompletedReset {
  accountId: string;
  email: string;
  /** The browser sessions closed by the reset (the access tokens' `sid`). */
  sessionIds: string[];
}

/** Thrown inside the transaction to undo it when the account can no longer be reset. */
class AccountNotResettable extends Error {}

/** Rows older than this are of no use to the limits or to support questions. */
const KEEP_MS = 24 * 60 * 60 * 1_000;

@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Logs a request, then counts the window's requests for the address and from the network address
   * (this one included), so two requests racing are both counted.
   */
  async recordRequest(
    emailHash: string,
    ip: string,
    since: Date,
  ): Promise<{ forAddress: number; fromIp: number }> {
    await this.prisma.passwordResetRequest.create({ data: { emailHash, ip } });
    const [forAddress, fromIp] = await Promise.all([
      this.prisma.passwordResetRequest.count({ where: { emailHash, createdAt: { gte: since } } }),
      this.prisma.passwordResetRequest.count({ where: { ip, createdAt: { gte: since } } }),
    ]);
    return { forAddress, fromIp };
  }

  /**
   * Stores a link for the active account using the address, if there is one; returns its id. One
   * statement whether or not the account exists, so both cases take the same time.
   */
  async createForActiveAccount(
    email: string,
    link: { tokenHash: string; expiresAt: Date },
  ): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ account_id: string }[]>`
      INSERT INTO identity.password_resets (token_hash, account_id, expires_at)
      SELECT ${link.tokenHash}, id, ${link.expiresAt}::timestamptz FROM identity.accounts
      WHERE email = ${email} AND status = 'active'
      RETURNING account_id`;
    return rows[0]?.account_id ?? null;
  }

  /** Removes a link that could not be announced (its e-mail would never be sent). */
  async deleteLink(tokenHash: string): Promise<void> {
    await this.prisma.passwordReset.deleteMany({ where: { tokenHash } });
  }

  /** Whether a link can still be used (unknown, used and expired links cannot). */
  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    const link = await this.prisma.passwordReset.findUnique({ where: { tokenHash } });
    return link !== null && link.usedAt === null && link.expiresAt > now;
  }

  /**
   * Uses the link and sets the password, in one transaction: the link and every other unused link
   * of the account are spent, and every open session of the account is closed. Null when the link
   * is unknown, used or expired, or the account is no longer active; nothing changes then.
   */
  async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<CompletedReset | null> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const spent = await tx.passwordReset.updateManyAndReturn({
          where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
          select: { accountId: true },
        });
        const accountId = spent[0]?.accountId;
        if (!accountId) return null;
        const updated = await tx.account.updateManyAndReturn({
          where: { id: accountId, status: 'active' },
          data: { passwordHash },
          select: { email: true },
        });
        const email = updated[0]?.email;
        if (!email) throw new AccountNotResettable();
        await tx.passwordReset.updateMany({ where: { accountId, usedAt: null }, data: { usedAt: now } });
        const revoked = { revokedAt: now, revokedReason: 'password_reset' };
        // Browser sessions too, or the provider's cookie would resume one without the new password.
        const sessions = await tx.browserSession.updateManyAndReturn({
          where: { accountId, revokedAt: null },
          data: revoked,
          select: { id: true },
        });
        await tx.authSession.updateMany({ where: { accountId, revokedAt: null }, data: revoked });
        return { accountId, email, sessionIds: sessions.map(({ id }) => id) };
      });
    } catch (error) {
      if (error instanceof AccountNotResettable) return null;
      throw error;
    }
  }

  /** Keeps the two tables small: expired links and old requests go (idempotent, any instance). */
  async deleteStale(now: Date): Promise<void> {
    const before = new Date(now.getTime() - KEEP_MS);
    await Promise.all([
      this.prisma.passwordReset.deleteMany({ where: { expiresAt: { lt: before } } }),
      this.prisma.passwordResetRequest.deleteMany({ where: { createdAt: { lt: before } } }),
    ]);
  }
}
