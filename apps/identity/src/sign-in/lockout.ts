import { z } from 'zod';

/** The `security` setting, editable by admins; any missing field takes the spec's default. */
export const securitySettingsSchema = z.object({
  minPasswordLength: z.number().int().min(1).catch(8).default(8),
  failedLoginAttempts: z.number().int().min(1).catch(5).default(5),
  blockFailedLogin: z.boolean().catch(true).default(true),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60 * 1_000;
/**
 * Several people may share one address (an office, a mobile carrier), so an IP is locked only after
 * this many times the per-account threshold.
 */
export const IP_THRESHOLD_FACTOR = 4;

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
