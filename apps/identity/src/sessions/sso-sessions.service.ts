import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { createHash, randomBytes } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account, type BrowserSession } from '../generated/prisma/client.js';
import { BrowserSessionsRepository, type BrowserSessionWithAccount } from './browser-sessions.repository.js';
import { SessionRevocations } from './session-revocations.js';
import {
  type LifetimeRules,
  adminIdleExpired,
  sessionEnd,
  sessionSettingsSchema,
} from './session-lifetime.js';

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
  country?: string | null;
}

/** A new browser session and the cookie value that names it (only its hash is stored). */
export interface OpenedSession {
  session: BrowserSession;
  token: string;
  /** The cookie's Max-Age: null for a cookie that ends with the browser. */
  cookieMaxAgeSeconds: number | null;
}

/**
 * The provider's SSO sessions: opened at sign-in with the cookie that names them, resumed by
 * that cookie (a new tab, a reload, a silent check-sso) while open, their lifetime sliding with
 * activity.
 */
@Injectable()
export class SsoSessions {
  constructor(
    private readonly sessions: BrowserSessionsRepository,
    private readonly revocations: SessionRevocations,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async open(account: Account, remember: boolean, origin: SessionOrigin): Promise<OpenedSession> {
    const token = randomBytes(32).toString('base64url');
    const rules = await this.rules();
    const session = await this.sessions.create({
      accountId: account.id,
      tokenHash: hashToken(token),
      remember,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      ip: origin.ip,
      country: origin.country ?? null,
      expiresAt: sessionEnd(remember, account.type === 'admin', new Date(), rules),
    });
    return { session, token, cookieMaxAgeSeconds: remember ? this.config.OIDC_REMEMBER_SECONDS : null };
  }

  /** The open session the cookie names, touched; null when there is none any more. */
  async resume(token: string): Promise<BrowserSessionWithAccount | null> {
    const now = new Date();
    const session = await this.sessions.findOpenByToken(hashToken(token), now);
    if (!session) return null;
    return (await this.stillOpen(session, now)) ? session : null;
  }

  /** The open session of that id whose account is active, untouched (reading is not activity). */
  async findOpen(id: string): Promise<BrowserSessionWithAccount | null> {
    const session = await this.sessions.findOpenById(id, new Date());
    return session?.account.status === 'active' ? session : null;
  }

  /**
   * Whether a session found open may go on at `now` (account active, an admin not idle too long);
   * when it may, its clock moves on, otherwise it is revoked.
   */
  async stillOpen(session: BrowserSession & { account: Account }, now = new Date()): Promise<boolean> {
    const rules = await this.rules();
    const isAdmin = session.account.type === 'admin';
    const ending =
      session.revokedAt !== null || session.expiresAt <= now
        ? 'expired'
        : session.account.status !== 'active'
          ? `account_${session.account.status}`
          : adminIdleExpired(session, isAdmin, now, rules)
            ? 'admin_idle'
            : null;
    if (ending) {
      if (session.revokedAt === null) await this.revocations.revoke(session.accountId, [session.id], ending);
      return false;
    }
    await this.sessions.touch(session.id, now, sessionEnd(session.remember, isAdmin, now, rules));
    return true;
  }

  private async rules(): Promise<LifetimeRules> {
    const { adminSessionIdleMinutes } = sessionSettingsSchema.parse(
      (await this.sessions.securitySetting()) ?? {},
    );
    return {
      rememberMs: this.config.OIDC_REMEMBER_SECONDS * 1_000,
      idleMs: this.config.OIDC_BROWSER_SESSION_IDLE_SECONDS * 1_000,
      adminIdleMs: adminSessionIdleMinutes * 60_000,
    };
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
