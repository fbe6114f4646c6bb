import { z } from 'zod';

/** The `security` setting, editable by admins; any missing field takes the spec's default. */
export const securitySettingsSchema = z.object({
  minPasswordLength: z.number().int().min(1).catch(8).default(8),
  failedLoginAttempts: z.number().int().min(1).catch(5).default(5),
  blockFailedLogin: z.boolean().catch(true).default(true),
  /** Read by the browser sessions (sessions/session-lifetime.ts). */
  adminSessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .catch(30)
    .default(30),
  /** Admins confirm each sign-in with an authenticator code (two-factor/); off by default (spec §9). */
  twoFactorAuth: z.boolean().catch(false).default(false),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60 * 1_000;
/**
 * Several people may share one address (an office, a mobile carrier behind carrier-grade NAT), so
 * an address is slowed down only after this many times the per-account threshold, and never
 * refused: one person must not be able to close sign-in for a whole carrier.
 */
export const IP_THRESHOLD_FACTOR = 4;
/** An address's failures older than this no longer slow it down. */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1_000;
const FIRST_ADDRESS_DELAY_MS = 500;
export const MAX_ADDRESS_DELAY_MS = 4_000;

export interface FailureCount {
  count: number;
  lastFailureAt: Date | null;
}

/**
 * How long (ms) sign-ins stay refused after `failures`: nothing below the threshold, then 30 s at
 * the threshold, doubling with each further failure, capped at an hour.
 */
export function lockoutDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 20);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}

/** Milliseconds left before an attempt is accepted again (0: accept now). */
export function remainingLockoutMs(failures: FailureCount, threshold: number, now: Date): number {
  if (!failures.lastFailureAt) return 0;
  const until = failures.lastFailureAt.getTime() + lockoutDelayMs(failures.count, threshold);
  return Math.max(0, until - now.getTime());
}

/**
 * How long (ms) identity waits before checking an attempt from an address with `failures` recent
 * failures: nothing below the threshold, then 0.5 s doubling per further failure, at most 4 s.
 * A member waits a few seconds at worst; a guesser working one attempt after another is held to
 * about 15 a minute per connection.
 */
export function addressDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 10);
  return Math.min(FIRST_ADDRESS_DELAY_MS * 2 ** doublings, MAX_ADDRESS_DELAY_MS);
}
