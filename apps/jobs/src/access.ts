import { type Actor, ErrorCode, type UserType } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

export function requireSignedIn(actor: Actor | null, message?: string): asserts actor is Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated, message);
}

/** Checked in the service as well as at the gateway: a service never trusts its caller. */
export function requireType(actor: Actor | null, type: UserType, message: string): asserts actor is Actor {
  requireSignedIn(actor);
  if (actor.type !== type) throw new DomainException(ErrorCode.Forbidden, message);
}

/** The offer's employer or an admin. */
export function managesOffer(actor: Actor, employerId: string): boolean {
  return actor.type === 'admin' || (actor.type === 'employer' && actor.id === employerId);
}
