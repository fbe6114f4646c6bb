import { describe, expect, it } from 'vitest';
import { addressDelayMs, lockoutDelayMs, remainingLockoutMs, securitySettingsSchema } from './lockout.js';

describe('lockout', () => {
  it('waits 30 s at the threshold and doubles per further failure, up to an hour', () => {
    expect(lockoutDelayMs(4, 5)).toBe(0);
    expect(lockoutDelayMs(5, 5)).toBe(30_000);
    expect(lockoutDelayMs(6, 5)).toBe(60_000);
    expect(lockoutDelayMs(7, 5)).toBe(120_000);
    expect(lockoutDelayMs(500, 5)).toBe(3_600_000);
  });

  it('slows a noisy address by 0.5 s doubling per failure past its threshold, up to 4 s', () => {
    expect(addressDelayMs(19, 20)).toBe(0);
    expect(addressDelayMs(20, 20)).toBe(500);
    expect(addressDelayMs(21, 20)).toBe(1_000);
    expect(addressDelayMs(23, 20)).toBe(4_000);
    expect(addressDelayMs(10_000, 20)).toBe(4_000);
  });

  it('counts the delay from the last failure', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    expect(remainingLockoutMs({ count: 5, lastFailureAt: last }, 5, new Date('2026-01-01T10:00:10Z'))).toBe(
      20_000,
    );
    expect(remainingLockoutMs({ count: 5, lastFailureAt: last }, 5, new Date('2026-01-01T10:01:00Z'))).toBe(
      0,
    );
    expect(remainingLockoutMs({ count: 0, lastFailureAt: null }, 5, last)).toBe(0);
  });

  it('takes the spec defaults for a missing or broken setting', () => {
    expect(securitySettingsSchema.parse({})).toEqual({
      minPasswordLength: 8,
      failedLoginAttempts: 5,
      blockFailedLogin: true,
      adminSessionIdleMinutes: 30,
      twoFactorAuth: false,
    });
    expect(
      securitySettingsSchema.parse({
        failedLoginAttempts: 'x',
        blockFailedLogin: false,
        adminSessionIdleMinutes: 1,
      }),
    ).toMatchObject({
      failedLoginAttempts: 5,
      blockFailedLogin: false,
      adminSessionIdleMinutes: 30,
      twoFactorAuth: false,
    });
  });
});
