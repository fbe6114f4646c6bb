import { type Actor, type AdminActionDto, AdminAuditEvents } from '@liggeey/contracts';
import { type EventPublisher } from './event-publisher.js';

/**
 * Records an admin operation in the audit log, from the actor the service received. `eventId`,
 * derived from an idempotency key, records a replayed operation once.
 */
export function recordAdminAction(
  events: EventPublisher,
  actor: Actor,
  action: Omit<AdminActionDto, 'actorId' | 'summary'> & { summary?: string | null },
  eventId?: string,
): Promise<void> {
  return events.publish(
    AdminAuditEvents.actionRecorded,
    { actorId: actor.id, ...action, summary: action.summary?.slice(0, 300) ?? null },
    eventId,
  );
}
