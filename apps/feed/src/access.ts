import { type Actor, ErrorCode } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/** Checked in the service as well as at the gateway: a service never trusts its caller. */
export function requireSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
}

/** Spec §6: a post or a comment is deleted by its author or an admin. */
export function mayDelete(actor: Actor, authorId: string): boolean {
  return actor.type === 'admin' || actor.id === authorId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
