import { HttpStatus, Injectable } from '@nestjs/common';
import { SignInErrorCode, signInErrorMessages } from '@liggeey/contracts';
import { hash, verify } from '@node-rs/argon2';
import { type Account } from '../generated/prisma/client.js';
import { OAuthException } from '../oidc/oauth.exception.js';
import {
  FAILURE_WINDOW_MS,
  IP_THRESHOLD_FACTOR,
  type SecuritySettings,
  remainingLockoutMs,
  securitySettingsSchema,
} from './lockout.js';
import { FAILED_CREDENTIALS, SignInRepository } from './sign-in.repository.js';

export interface SignInRequest {
  email: string;
  password: string;
  /** The admin login page: refuse any other account type (after the password check, so it leaks nothing). */
  adminOnly: boolean;
  ip: string;
  userAgent: string | null;
}

/** Checks credentials for the /login page, with the brute-force rules and the attempt log. */
@Injectable()
export class SignInService {
  /** Verified against when the email is unknown, so the answer takes as long as for a real account. */
  private readonly decoyHash = hash('not-a-real-password-0f3e');

  constructor(private readonly repository: SignInRepository) {}

  async signIn(request: SignInRequest): Promise<Account> {
    const email = request.email.trim().toLowerCase();
    const account = await this.repository.findAccountByEmail(email);
    const record = (success: boolean, reason: string | null) =>
      this.repository.recordAttempt({
        email,
        accountId: account?.id ?? null,
        ip: request.ip,
        userAgent: request.userAgent,
        success,
        reason,
      });

    const settings = securitySettingsSchema.parse(await this.repository.securitySetting());
    const waitMs = await this.lockoutRemaining(settings, account?.id ?? null, request.ip);
    if (waitMs > 0) {
      await record(false, 'rate_limited');
      const seconds = Math.ceil(waitMs / 1_000);
      throw new OAuthException(
        SignInErrorCode.RateLimited,
        `${signInErrorMessages.RATE_LIMITED} Veuillez réessayer dans ${seconds} secondes.`,
        HttpStatus.TOO_MANY_REQUESTS,
        seconds,
      );
    }

    // A deleted account is treated as unknown: its email says nothing about it any more.
    const usable = account && account.status !== 'deleted' ? account : null;
    const passwordOk = await verify(usable?.passwordHash ?? (await this.decoyHash), request.password).catch(
      () => false,
    );
    if (!usable || !passwordOk) {
      await record(false, FAILED_CREDENTIALS);
      throw new OAuthException(
        SignInErrorCode.InvalidCredentials,
        signInErrorMessages.INVALID_CREDENTIALS,
        HttpStatus.UNAUTHORIZED,
      );
    }
    // Status is told only to whoever knows the password, so it leaks nothing about the email.
    if (usable.status === 'pending') {
      await record(false, 'email_not_confirmed');
      throw new OAuthException(
        SignInErrorCode.EmailNotConfirmed,
        signInErrorMessages.EMAIL_NOT_CONFIRMED,
        HttpStatus.FORBIDDEN,
      );
    }
    if (usable.status === 'suspended') {
      await record(false, 'account_suspended');
      throw new OAuthException(
        SignInErrorCode.AccountSuspended,
        signInErrorMessages.ACCOUNT_SUSPENDED,
        HttpStatus.FORBIDDEN,
      );
    }
    if (request.adminOnly && usable.type !== 'admin') {
      await record(false, 'admin_only');
      throw new OAuthException(
        SignInErrorCode.AdminOnly,
        signInErrorMessages.ADMIN_ONLY,
        HttpStatus.FORBIDDEN,
      );
    }
    await record(true, null);
    return usable;
  }

  private async lockoutRemaining(
    settings: SecuritySettings,
    accountId: string | null,
    ip: string,
  ): Promise<number> {
    if (!settings.blockFailedLogin) return 0;
    const now = new Date();
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const threshold = settings.failedLoginAttempts;
    const [byAccount, byIp] = await Promise.all([
      accountId ? this.repository.accountFailures(accountId, since) : null,
      this.repository.ipFailures(ip, since),
    ]);
    return Math.max(
      byAccount ? remainingLockoutMs(byAccount, threshold, now) : 0,
      remainingLockoutMs(byIp, threshold * IP_THRESHOLD_FACTOR, now),
    );
  }
}
