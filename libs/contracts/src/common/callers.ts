import { type Actor } from './actor.js';

/**
 * Who may call an operation, judged from the envelope's actor:
 * - `public`: anyone, visitors included (actor null);
 * - `member`: a signed-in person (any type); `admin`: an administrator;
 * - `service`: another service only (actor null): what a person could abuse (granting credits);
 * - `member_or_service` / `admin_or_service`: either of the two.
 * A null actor means "a service" only where the rule says so; everywhere else it is a visitor.
 */
export const CALLER_RULES = [
  'public',
  'member',
  'admin',
  'service',
  'member_or_service',
  'admin_or_service',
] as const;
export type CallerRule = (typeof CALLER_RULES)[number];

/** The table of a service's operations: subject → rule. */
export type CallerTable = Readonly<Record<string, CallerRule>>;

export type CallerRefusal = 'unauthenticated' | 'forbidden';

/** Why the actor may not call under this rule, or null when it may. */
export function callerRefusal(rule: CallerRule, actor: Actor | null): CallerRefusal | null {
  switch (rule) {
    case 'public':
      return null;
    case 'member':
      return actor ? null : 'unauthenticated';
    case 'admin':
      return !actor ? 'unauthenticated' : actor.type === 'admin' ? null : 'forbidden';
    case 'service':
      return actor ? 'forbidden' : null;
    case 'member_or_service':
      return null;
    case 'admin_or_service':
      return !actor || actor.type === 'admin' ? null : 'forbidden';
  }
}

/** Whether a null actor reaches the operation as a service (never true for a visitor's request). */
export function acceptsServices(rule: CallerRule): boolean {
  return rule === 'service' || rule === 'member_or_service' || rule === 'admin_or_service';
}
