import {
  type EventContract,
  type EventEnvelope,
  eventEnvelopeSchema,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { ensureEventStream } from './event-stream.js';

export interface EventFollowerOptions<P extends z.ZodType> {
  connection: NatsConnection;
  namespace: string;
  event: EventContract<P>;
  /** Replays the events stored since this moment before following new ones. */
  since: Date;
  handle: (event: EventEnvelope<z.output<P>>) => void;
  logger: Logger;
}

/**
 * Unlike a durable consumer, which shares the events among a service's instances, a follower
 * gives every instance every event, starting a little in the past: what an in-memory view (the
 * gateway's closed accounts) needs to be right from its first request, even after a restart.
 * Resolves once the follower is subscribed; the returned function stops it.
 */
export async function followEvents<P extends z.ZodType>(
  options: EventFollowerOptions<P>,
): Promise<() => Promise<void>> {
  const { connection, namespace, event, since, handle, logger } = options;
  await ensureEventStream(await jetstreamManager(connection), namespace);
  const consumer = await jetstream(connection).consumers.get(eventsStreamName(namespace), {
    filter_subjects: eventSubject(namespace, event),
    deliver_policy: DeliverPolicy.StartTime,
    opt_start_time: since.toISOString(),
  });
  const messages = await consumer.consume();
  const loop = (async () => {
    for await (const message of messages) {
      const envelope = eventEnvelopeSchema.safeParse(parseJson(message.string()));
      const payload = envelope.success ? event.payload.safeParse(envelope.data.payload) : undefined;
      if (envelope.success && payload?.success) handle({ ...envelope.data, payload: payload.data });
      else logger.error({ event: event.name, seq: message.seq }, 'Malformed event ignored');
    }
  })();
  return async () => {
    await messages.close();
    await loop;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
