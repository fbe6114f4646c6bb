import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  IdentityEvents,
  PASSWORD_RESET_INVALID_LINK_MESSAGE,
  PASSWORD_RESET_RATE_LIMITED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordResetCompletion,
  type PasswordResetRequest,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException, EventPublisher } from '@liggeey/service-kit';
import { hash } from '@node-rs/argon2';
import { PinoLogger } from 'nestjs-pino';
import { createHash, randomBytes } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { assertAcceptablePassword } from '../passwords/password-policy.js';
import { SecurityRepository } from '../security/security.repository.js';
import { securitySettingsSchema } from '../sign-in/lockout.js';
import { PASSWORD_RESET_CONFIG, type PasswordResetConfig } from './password-reset.config.js';
import { PasswordResetRepository } from './password-reset.repository.js';

/** A reset link is valid one hour. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Web pages of the journey (apps/web routes). */
export const RESET_PAGE_PATH = '/reinitialiser-mot-de-passe';
export const RESET_REQUEST_PAGE_PATH = '/mot-de-passe-oublie';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly repository: PasswordResetRepository,
    private readonly security: SecurityRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    @Inject(PASSWORD_RESET_CONFIG) private readonly limits: PasswordResetConfig,
  ) {}

  /**
   * Sends a link to the active account using the address, if any. The answer, the limits and the
   * work done are the same for every address, so nobody learns from it whether an account exists:
   * a token is drawn and hashed and the link insert runs in both cases; only the event differs.
   * A failed announcement is logged, not reported, for the same reason.
   */
  async request({ email: input, ip }: PasswordResetRequest): Promise<{ message: string }> {
    const email = input.trim().toLowerCase();
    const now = new Date();
    const since = new Date(now.getTime() - this.limits.PASSWORD_RESET_WINDOW_SECONDS * 1_000);
    const { forAddress, fromIp } = await this.repository.recordRequest(sha256(email), ip, since);
    if (
      forAddress > this.limits.PASSWORD_RESET_MAX_PER_ADDRESS ||
      fromIp > this.limits.PASSWORD_RESET_MAX_PER_IP
    ) {
      throw new DomainException(ErrorCode.RateLimited, PASSWORD_RESET_RATE_LIMITED_MESSAGE);
    }

    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
    const accountId = await this.repository.createForActiveAccount(email, { tokenHash, expiresAt });
    if (accountId) {
      const resetUrl = new URL(RESET_PAGE_PATH, this.config.WEB_URL);
      resetUrl.searchParams.set('token', token);
      try {
        await this.events.publish(
          IdentityEvents.passwordResetRequested,
          { userId: accountId, email, resetUrl: resetUrl.toString(), expiresAt: expiresAt.toISOString() },
          `password-reset-${tokenHash.slice(0, 32)}`,
        );
      } catch (error) {
        this.logger.error({ err: error, userId: accountId }, 'Password reset link not announced');
        await this.repository.deleteLink(tokenHash);
      }
    }
    // Old links and requests are swept here rather than on a timer: only this flow creates them.
    this.repository.deleteStale(now).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Password reset rows not swept; next request retries');
    });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password through a link: once, within the hour, with the same password rules as
   * the sign-up. Every session of the account ends (`identity.sessions.revoked` tells the gateway
   * to drop their access tokens) and the owner is told by e-mail (`identity.password.changed`).
   */
  async complete({ token, password }: PasswordResetCompletion): Promise<{ reset: true }> {
    const tokenHash = sha256(token);
    const now = new Date();
    if (!(await this.repository.isUsable(tokenHash, now))) throw invalidLink();
    const { minPasswordLength } = securitySettingsSchema.parse(await this.security.settings());
    assertAcceptablePassword(password, minPasswordLength);

    const reset = await this.repository.resetPassword(tokenHash, await hash(password), new Date());
    if (!reset) throw invalidLink();

    const eventId = tokenHash.slice(0, 32);
    try {
      if (reset.sessionIds.length > 0) {
        await this.events.publish(
          IdentityEvents.sessionsRevoked,
          { userId: reset.accountId, sessionIds: reset.sessionIds },
          `sessions-revoked-${eventId}`,
        );
      }
      await this.events.publish(
        IdentityEvents.passwordChanged,
        {
          userId: reset.accountId,
          email: reset.email,
          changedAt: now.toISOString(),
          resetRequestUrl: new URL(RESET_REQUEST_PAGE_PATH, this.config.WEB_URL).toString(),
          via: 'reset',
        },
        `password-changed-${eventId}`,
      );
    } catch (error) {
      // The password is changed and the sessions closed (their refresh tokens are refused); what
      // is lost is the e-mail and the early end of access tokens, which expire within minutes.
      this.logger.error({ err: error, userId: reset.accountId }, 'Password reset not announced');
    }
    return { reset: true };
  }
}

function invalidLink(): DomainException {
  return new DomainException(ErrorCode.ValidationFailed, PASSWORD_RESET_INVALID_LINK_MESSAGE, {
    field: 'token',
  });
}
