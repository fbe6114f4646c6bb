import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Account, type PrismaClient } from '../generated/prisma/client.js';
import { type FailureCount } from './lockout.js';

export interface AttemptRecord {
  email: string;
  accountId: string | null;
  ip: string;
  userAgent: string | null;
  success: boolean;
  reason: string | null;
  /** The nonce of the known-device token presented for this account (known-device.ts), if any. */
  deviceId: string | null;
}

/**
 * Reason stored with a wrong password or unknown email, which counts toward a lockout or a delay
 * (with the code failures below). A refused attempt (`rate_limited`) does not, so refusals never
 * extend it.
 */
export const FAILED_CREDENTIALS = 'invalid_credentials';
/** Reasons stored with a wrong or replayed two-factor code: they count like a wrong password. */
export const INVALID_CODE = 'invalid_code';
export const REUSED_CODE = 'reused_code';
/** The failures that count toward a lockout or a delay. */
const COUNTED_FAILURES = [FAILED_CREDENTIALS, INVALID_CODE, REUSED_CODE];
/**
 * Reason stored with a right password that still needs the two-factor code: not a sign-in yet, so
 * it does not end the count of the account's failures (a guesser of codes who knows the password
 * would otherwise start again from zero at each password).
 */
export const PASSWORD_VERIFIED = 'password_verified';
/** Reason stored with the attempts of the lockout (refused, not checked). */
export const RATE_LIMITED = 'rate_limited';
/** Reason stored with a success from a known device that another person's failures would have held back. */
export const KNOWN_DEVICE = 'known_device';

@Injectable()
export class SignInRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findAccountByEmail(email: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { email: email.toLowerCase() } });
  }

  async securitySetting(): Promise<unknown> {
    const row = await this.prisma.setting.findUnique({ where: { key: 'security' } });
    return row?.value ?? {};
  }

  recordAttempt(attempt: AttemptRecord): Promise<unknown> {
    return this.prisma.loginAttempt.create({ data: attempt });
  }

  /** Failures for the account since the window start and since its last successful sign-in. */
  async accountFailures(accountId: string, since: Date): Promise<FailureCount> {
    const lastSuccess = await this.prisma.loginAttempt.findFirst({
      where: {
        accountId,
        success: true,
        createdAt: { gte: since },
        OR: [{ reason: null }, { reason: { not: PASSWORD_VERIFIED } }],
      },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    return this.failures({ accountId }, lastSuccess?.createdAt ?? since);
  }

  ipFailures(ip: string, since: Date): Promise<FailureCount> {
    return this.failures({ ip }, since);
  }

  /** The device token's own failures for its account (its nonce is new after each success). */
  deviceFailures(deviceId: string, since: Date): Promise<FailureCount> {
    return this.failures({ deviceId }, since);
  }

  private async failures(
    where: { accountId: string } | { ip: string } | { deviceId: string },
    since: Date,
  ): Promise<FailureCount> {
    const result = await this.prisma.loginAttempt.aggregate({
      where: { ...where, success: false, reason: { in: COUNTED_FAILURES }, createdAt: { gt: since } },
      _count: { _all: true },
      _max: { createdAt: true },
    });
    return { count: result._count._all, lastFailureAt: result._max.createdAt };
  }
}
