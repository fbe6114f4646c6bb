import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type BrowserSession, type PrismaClient } from '../generated/prisma/client.js';

export interface NewBrowserSession {
  accountId: string;
  tokenHash: string;
  remember: boolean;
  userAgent: string | null;
  ip: string | null;
  country: string | null;
  expiresAt: Date;
}

export type BrowserSessionWithAccount = BrowserSession & { account: Account };

/** Browser sessions (the provider's SSO sessions) and their revocation. */
@Injectable()
export class BrowserSessionsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The admin-editable `security` setting (the admins' idle limit is in it). */
  async securitySetting(): Promise<unknown> {
    return (await this.prisma.setting.findUnique({ where: { key: 'security' } }))?.value ?? null;
  }

  create(session: NewBrowserSession): Promise<BrowserSession> {
    return this.prisma.browserSession.create({ data: session });
  }

  /** The session the cookie names, if it is still open at `now`. */
  findOpenByToken(tokenHash: string, now: Date): Promise<BrowserSessionWithAccount | null> {
    return this.prisma.browserSession.findFirst({
      where: { tokenHash, revokedAt: null, expiresAt: { gt: now } },
      include: { account: true },
    });
  }

  findOpenById(id: string, now: Date): Promise<BrowserSessionWithAccount | null> {
    return this.prisma.browserSession.findFirst({
      where: { id, revokedAt: null, expiresAt: { gt: now } },
      include: { account: true },
    });
  }

  /** Activity: the idle clock restarts and a sliding session moves its end. */
  async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
    await this.prisma.browserSession.updateMany({
      where: { id, revokedAt: null },
      data: { lastSeenAt: now, expiresAt },
    });
  }

  /** Whether the session (open or ended) is one of the account's. */
  async belongsTo(id: string, accountId: string): Promise<boolean> {
    return (await this.prisma.browserSession.count({ where: { id, accountId } })) > 0;
  }

  /** The account's open sessions, most recently active first (the devices list). */
  openForAccount(accountId: string, now: Date): Promise<BrowserSession[]> {
    return this.prisma.browserSession.findMany({
      where: { accountId, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { lastSeenAt: 'desc' },
    });
  }

  /**
   * Revokes the given sessions of the account that are still open (with their token families) and
   * answers which ones this call closed.
   */
  async revoke(accountId: string, ids: readonly string[] | 'all', reason: string): Promise<string[]> {
    return this.prisma.$transaction(async (tx) => {
      const open = await tx.browserSession.findMany({
        where: { accountId, revokedAt: null, ...(ids === 'all' ? {} : { id: { in: [...ids] } }) },
        select: { id: true },
      });
      const closing = open.map(({ id }) => id);
      if (closing.length === 0) return [];
      const revokedAt = new Date();
      await tx.browserSession.updateMany({
        where: { id: { in: closing }, revokedAt: null },
        data: { revokedAt, revokedReason: reason },
      });
      await tx.authSession.updateMany({
        where: { browserSessionId: { in: closing }, revokedAt: null },
        data: { revokedAt, revokedReason: reason },
      });
      return closing;
    });
  }
}
