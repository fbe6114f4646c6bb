import { type z } from 'zod';
import { securitySettingsSchema } from '../sign-in/lockout.js';

/** Where the admins' idle limit lives: the `security` setting, editable from the back office. */
export const sessionSettingsSchema = securitySettingsSchema.pick({ adminSessionIdleMinutes: true });
export type SessionSettings = z.output<typeof sessionSettingsSchema>;

export interface LifetimeRules {
  rememberMs: number;
  idleMs: number;
  adminIdleMs: number;
}

interface SessionClock {
  remember: boolean;
  lastSeenAt: Date;
}

/**
 * When a browser session active at `now` ends if nothing happens meanwhile: 'Rester connecté' keeps
 * it `rememberMs` (sliding), otherwise `idleMs`; an administrator's never outlives the admin idle
 * limit, remembered or not.
 */
export function sessionEnd(remember: boolean, isAdmin: boolean, now: Date, rules: LifetimeRules): Date {
  const lifetime = isAdmin ? rules.adminIdleMs : remember ? rules.rememberMs : rules.idleMs;
  return new Date(now.getTime() + lifetime);
}

/** Whether an administrator's session has been idle past the admin limit (the setting may have shrunk). */
export function adminIdleExpired(
  session: SessionClock,
  isAdmin: boolean,
  now: Date,
  rules: LifetimeRules,
): boolean {
  return isAdmin && now.getTime() - session.lastSeenAt.getTime() > rules.adminIdleMs;
}
