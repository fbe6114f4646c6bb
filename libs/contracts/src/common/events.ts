import { z } from 'zod';

/**
 * Events of one environment live in their own stream, `<NAMESPACE>_EVENTS`, under subjects
 * `<namespace>.events.<name>`: apart from the RPC subjects (`<namespace>.rpc.<name>`; a stream
 * capturing them would answer requests with PubAcks), and apart from another environment on the
 * same NATS (a test run must not feed a developer's running stack).
 */
export function eventsStreamName(namespace: string): string {
  return `${namespace.toUpperCase()}_EVENTS`;
}

export function eventSubject(namespace: string, event: EventContract<z.ZodType> | '>'): string {
  return `${namespace}.events.${event === '>' ? '>' : event.name}`;
}

/** A fact a service publishes, named `<service>.<entity>.<verb>` (`identity.user.registered`). */
export interface EventContract<P extends z.ZodType> {
  readonly name: string;
  readonly payload: P;
}

export function defineEvent<P extends z.ZodType>(name: string, payload: P): EventContract<P> {
  return { name, payload };
}

/** What travels on the stream: the id deduplicates retried publishes and lets handlers be idempotent. */
export const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  payload: z.unknown(),
});
export type EventEnvelope<T> = { id: string; occurredAt: string; payload: T };
