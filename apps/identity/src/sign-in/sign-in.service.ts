import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { SignInErrorCode, signInErrorMessages } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { hash, verify } from '@node-rs/argon2';
import { setTimeout as sleep } from 'node:timers/promises';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account } from '../generated/prisma/client.js';
import { OAuthException } from '../oidc/oauth.exception.js';
import { type DeviceCookieExchange, type DeviceToken, KnownDeviceCookie } from './known-device.js';
import {
  ADDRESS_WINDOW_MS,
  FAILURE_WINDOW_MS,
  IP_THRESHOLD_FACTOR,
  type SecuritySettings,
  addressDelayMs,
  remainingLockoutMs,
  securitySettingsSchema,
} from './lockout.js';
import {
  FAILED_CREDENTIALS,
  INVALID_CODE,
  KNOWN_DEVICE,
  PASSWORD_VERIFIED,
  RATE_LIMITED,
  REUSED_CODE,
  SignInRepository,
} from './sign-in.repository.js';

export interface SignInRequest {
  email: string;
  password: string;
  /** The admin login page: refuse any other account type (after the password check, so it leaks nothing). */
  adminOnly: boolean;
  ip: string;
  userAgent: string | null;
  /** The browser's known-device cookie; on success, `issued` is the one to set (known-device.ts). */
  device?: DeviceCookieExchange;
}

/** A right password: signed in, or (`secondFactor`) still to confirm with an authenticator code. */
export interface PasswordChecked {
  account: Account;
  secondFactor: boolean;
}

/** The second step of an admin's sign-in: the account whose password was right, from this browser. */
export interface CodeRequest {
  account: Account;
  ip: string;
  userAgent: string | null;
  device?: DeviceCookieExchange;
}

/** What other people's failures impose on this attempt. */
interface Defence {
  /** Wait before checking the attempt (a noisy address); never a refusal. */
  delayMs: number;
  /** Refuse the attempt for this long (the account is locked for unknown devices). */
  lockoutMs: number;
  /** A known device that was spared a delay or a lockout (logged as `known_device`). */
  spared: boolean;
}

/**
 * Checks credentials for the /login page, with the brute-force rules and the attempt log:
 * - an address with many recent failures is **slowed** (addressDelayMs), never refused, since a
 *   whole mobile carrier may share it;
 * - an account with too many failures is **locked** for unknown devices (lockoutDelayMs);
 * - a **known device** of the account (a signed cookie from an earlier success) passes both, until
 *   its own failures reach the account threshold: then it is an unknown device again.
 * Refused attempts are logged as `rate_limited` and never count as failures, so they never extend
 * a lockout.
 */
@Injectable()
export class SignInService {
  /** Verified against when the email is unknown, so the answer takes as long as for a real account. */
  private readonly decoyHash = hash('not-a-real-password-0f3e');
  private readonly devices: KnownDeviceCookie;

  constructor(
    private readonly repository: SignInRepository,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    this.devices = new KnownDeviceCookie(
      config.DEVICE_COOKIE_SECRET,
      new URL(config.OIDC_ISSUER).protocol === 'https:',
    );
  }

  /**
   * Checks the password. An admin, when the security setting `twoFactorAuth` is on, is not signed in
   * yet (`secondFactor`): no known-device cookie, and the attempt does not reset the failure count.
   */
  async signIn(request: SignInRequest): Promise<PasswordChecked> {
    const email = request.email.trim().toLowerCase();
    const account = await this.repository.findAccountByEmail(email);
    const { record, settings, defence } = await this.guard(email, account, request);
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
    if (settings.twoFactorAuth && usable.type === 'admin') {
      await record(true, PASSWORD_VERIFIED);
      return { account: usable, secondFactor: true };
    }
    await record(true, defence.spared ? KNOWN_DEVICE : null);
    if (request.device) request.device.issued = this.devices.issue(request.device.presented, usable.id);
    return { account: usable, secondFactor: false };
  }

  /**
   * The second step: `check` judges the typed code, under the same lockout and delays as the
   * password (a wrong or replayed code is a failure like a wrong password). Only now is the browser
   * a known device of the account.
   */
  async confirmCode(request: CodeRequest, check: () => Promise<'ok' | 'invalid' | 'reused'>): Promise<void> {
    const { account } = request;
    const { record, defence } = await this.guard(account.email, account, request);
    const outcome = await check();
    if (outcome !== 'ok') {
      await record(false, outcome === 'reused' ? REUSED_CODE : INVALID_CODE);
      const code = outcome === 'reused' ? SignInErrorCode.CodeReused : SignInErrorCode.InvalidCode;
      throw new OAuthException(code, signInErrorMessages[code], HttpStatus.UNAUTHORIZED);
    }
    await record(true, defence.spared ? KNOWN_DEVICE : null);
    if (request.device) request.device.issued = this.devices.issue(request.device.presented, account.id);
  }

  /**
   * The attempt log and the brute-force rules, before any check: waits out the address's delay and
   * refuses a locked account.
   */
  private async guard(
    email: string,
    account: Account | null,
    request: { ip: string; userAgent: string | null; device?: DeviceCookieExchange },
  ) {
    const device = account ? this.devices.find(request.device?.presented ?? null, account.id) : null;
    const record = (success: boolean, reason: string | null) =>
      this.repository.recordAttempt({
        email,
        accountId: account?.id ?? null,
        ip: request.ip,
        userAgent: request.userAgent,
        success,
        reason,
        deviceId: device?.nonce ?? null,
      });
    const settings = securitySettingsSchema.parse(await this.repository.securitySetting());
    const defence = await this.defence(settings, account?.id ?? null, request.ip, device);
    // Before the check, whatever its outcome: a delay on failures only would answer a right
    // guess early, and a guesser could stop waiting as soon as the answer is late.
    if (defence.delayMs > 0) await sleep(defence.delayMs);
    if (defence.lockoutMs > 0) {
      await record(false, RATE_LIMITED);
      const seconds = Math.ceil(defence.lockoutMs / 1_000);
      throw new OAuthException(
        SignInErrorCode.RateLimited,
        `${signInErrorMessages.RATE_LIMITED} Veuillez réessayer dans ${seconds} secondes.`,
        HttpStatus.TOO_MANY_REQUESTS,
        seconds,
      );
    }
    return { record, settings, defence };
  }

  private async defence(
    settings: SecuritySettings,
    accountId: string | null,
    ip: string,
    device: DeviceToken | null,
  ): Promise<Defence> {
    if (!settings.blockFailedLogin) return { delayMs: 0, lockoutMs: 0, spared: false };
    const now = new Date();
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const threshold = settings.failedLoginAttempts;
    const [byAccount, byIp, byDevice] = await Promise.all([
      accountId ? this.repository.accountFailures(accountId, since) : null,
      this.repository.ipFailures(ip, new Date(now.getTime() - ADDRESS_WINDOW_MS)),
      device ? this.repository.deviceFailures(device.nonce, since) : null,
    ]);
    const delayMs = addressDelayMs(byIp.count, threshold * IP_THRESHOLD_FACTOR);
    const lockoutMs = byAccount ? remainingLockoutMs(byAccount, threshold, now) : 0;
    // OWASP's per-device lockout: a device failing for this account as often as the account's
    // threshold is no longer trusted, and meets the same rules as any other.
    const known = byDevice !== null && byDevice.count < threshold;
    if (known) return { delayMs: 0, lockoutMs: 0, spared: delayMs > 0 || lockoutMs > 0 };
    return { delayMs, lockoutMs, spared: false };
  }
}
