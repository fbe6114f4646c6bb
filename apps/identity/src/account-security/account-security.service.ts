import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type ChangePassword,
  type DeviceSession,
  EMAIL_CHANGE_INVALID_LINK_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CHANGE_TAKEN_MESSAGE,
  ErrorCode,
  type EventContract,
  IdentityEvents,
  type RequestEmailChange,
  SAME_EMAIL_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException, EventPublisher } from '@liggeey/service-kit';
import { hash, verify } from '@node-rs/argon2';
import { PinoLogger } from 'nestjs-pino';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type z } from 'zod';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account } from '../generated/prisma/client.js';
import { RESET_REQUEST_PAGE_PATH } from '../password-reset/password-reset.service.js';
import { assertAcceptablePassword } from '../passwords/password-policy.js';
import { SecurityRepository } from '../security/security.repository.js';
import { BrowserSessionsRepository } from '../sessions/browser-sessions.repository.js';
import { SessionRevocations } from '../sessions/session-revocations.js';
import { securitySettingsSchema } from '../sign-in/lockout.js';
import { AccountSecurityRepository } from './account-security.repository.js';
import { deviceLabel } from './device-label.js';

/** A link to a new address is valid a day: it may be read on another device, later. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1_000;
export const EMAIL_CHANGE_PAGE_PATH = '/confirmer-email';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The account's own security section of /profile: password, address, devices. */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly repository: AccountSecurityRepository,
    private readonly sessions: BrowserSessionsRepository,
    private readonly revocations: SessionRevocations,
    private readonly security: SecurityRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.logger.setContext(AccountSecurityService.name);
  }

  /**
   * The current password first; the new one follows the sign-up rules. The other devices are
   * signed out (whoever knew the old password is out), this one stays, and the owner is told.
   */
  async changePassword(actor: Actor | null, input: ChangePassword): Promise<{ endedSessions: number }> {
    const account = await this.activeAccount(actor);
    await this.checkPassword(account, input.currentPassword, 'currentPassword');
    const { minPasswordLength } = securitySettingsSchema.parse(await this.security.settings());
    assertAcceptablePassword(input.newPassword, minPasswordLength);
    if (!(await this.repository.setPasswordHash(account.id, await hash(input.newPassword)))) {
      throw new DomainException(ErrorCode.Unauthenticated);
    }

    const others = (await this.sessions.openForAccount(account.id, new Date()))
      .map(({ id }) => id)
      .filter((id) => id !== input.currentSessionId);
    const ended =
      others.length > 0 ? await this.revocations.revoke(account.id, others, 'password_changed') : [];
    await this.announce(IdentityEvents.passwordChanged, {
      userId: account.id,
      email: account.email,
      changedAt: new Date().toISOString(),
      resetRequestUrl: this.webUrl(RESET_REQUEST_PAGE_PATH),
      via: 'profile' as const,
    });
    return { endedSessions: ended.length };
  }

  /**
   * Mails a link to the new address; the account keeps the old one until the link is opened. The
   * answer is the same when another account uses the address (no link is sent then), so this is
   * no way to learn who has an account.
   */
  async requestEmailChange(actor: Actor | null, input: RequestEmailChange): Promise<{ message: string }> {
    const account = await this.activeAccount(actor);
    await this.checkPassword(account, input.password, 'password');
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === account.email) {
      throw new DomainException(ErrorCode.ValidationFailed, SAME_EMAIL_MESSAGE, { field: 'newEmail' });
    }
    const now = new Date();
    if (!(await this.repository.emailInUse(newEmail))) {
      const token = randomBytes(32).toString('base64url');
      await this.repository.createEmailChange({
        accountId: account.id,
        newEmail,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      });
      const confirmUrl = new URL(EMAIL_CHANGE_PAGE_PATH, this.config.WEB_URL);
      confirmUrl.searchParams.set('token', token);
      await this.events.publish(
        IdentityEvents.emailChangeRequested,
        { userId: account.id, newEmail, confirmUrl: confirmUrl.toString() },
        `email-change-${sha256(token).slice(0, 32)}`,
      );
    }
    this.repository.deleteStaleEmailChanges(now).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Old e-mail change links not swept; the next request retries');
    });
    return { message: EMAIL_CHANGE_REQUESTED_MESSAGE };
  }

  /** The link of that e-mail: the account moves to the new address and the old one is told. */
  async confirmEmailChange(token: string): Promise<{ email: string }> {
    const now = new Date();
    const result = await this.repository.confirmEmailChange(sha256(token), now);
    if (result === 'invalid' || result === 'taken') {
      const message = result === 'taken' ? EMAIL_CHANGE_TAKEN_MESSAGE : EMAIL_CHANGE_INVALID_LINK_MESSAGE;
      throw new DomainException(ErrorCode.ValidationFailed, message, { field: 'token' });
    }
    await this.announce(IdentityEvents.emailChanged, {
      userId: result.accountId,
      oldEmail: result.oldEmail,
      newEmail: result.newEmail,
      changedAt: now.toISOString(),
      resetRequestUrl: this.webUrl(RESET_REQUEST_PAGE_PATH),
    });
    return { email: result.newEmail };
  }

  /** The devices signed in to the actor's account, most recently active first. */
  async listSessions(actor: Actor | null, currentSessionId?: string): Promise<{ sessions: DeviceSession[] }> {
    const account = await this.activeAccount(actor);
    const open = await this.sessions.openForAccount(account.id, new Date());
    return {
      sessions: open.map((session) => ({
        id: session.id,
        device: deviceLabel(session.userAgent),
        country: session.country,
        signedInAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === currentSessionId,
      })),
    };
  }

  /** "Déconnecter" one device, or "Se déconnecter partout" (this one included). */
  async endSessions(
    actor: Actor | null,
    which: { sessionId: string } | { all: true },
  ): Promise<{ ended: number }> {
    const account = await this.activeAccount(actor);
    if ('all' in which) {
      return { ended: (await this.revocations.revoke(account.id, 'all', 'signed_out_everywhere')).length };
    }
    const ended = await this.revocations.revoke(account.id, [which.sessionId], 'signed_out_device');
    // Someone else's session (left open) is answered like an unknown one; one of mine already
    // ended is not an error (a second click).
    if (ended.length === 0 && !(await this.sessions.belongsTo(which.sessionId, account.id))) {
      throw new DomainException(ErrorCode.NotFound, SESSION_NOT_FOUND_MESSAGE);
    }
    return { ended: ended.length };
  }

  private async activeAccount(actor: Actor | null): Promise<Account> {
    const account = actor ? await this.repository.findAccount(actor.id) : null;
    if (account?.status !== 'active') throw new DomainException(ErrorCode.Unauthenticated);
    return account;
  }

  private async checkPassword(account: Account, password: string, field: string): Promise<void> {
    if (!(await verify(account.passwordHash, password).catch(() => false))) {
      throw new DomainException(ErrorCode.ValidationFailed, WRONG_CURRENT_PASSWORD_MESSAGE, { field });
    }
  }

  private webUrl(path: string): string {
    return new URL(path, this.config.WEB_URL).toString();
  }

  /** The change is made; a lost announcement only loses an e-mail, so it is logged, not thrown. */
  private async announce<P extends z.ZodType>(event: EventContract<P>, payload: z.input<P>): Promise<void> {
    await this.events.publish(event, payload, randomUUID()).catch((error: unknown) => {
      this.logger.error({ err: error, event: event.name }, 'account security change not announced');
    });
  }
}
