import { type Actor, ErrorCode } from '@liggeey/contracts';
import { DomainException } from './domain.exception.js';

/**
 * For admin-only operations, checked in the service as well as at the gateway: a service never
 * trusts that it is only called from there.
 */
export function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
  if (actor.type !== 'admin') throw new DomainException(ErrorCode.Forbidden);
}
