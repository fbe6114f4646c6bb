import {
  type EventContract,
  type EventEnvelope,
  eventEnvelopeSchema,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { runWithRequestContext } from '../rpc/request-context.js';
import { eventsHandled, trackConsumerLag } from '../metrics/event-metrics.js';

const SECOND_NS = 1_000_000_000;
const MAX_DELIVERIES = 10;

export interface EventConsumerOptions<P extends z.ZodType> {
  jetstream: JetStreamClient;
  manager: JetStreamManager;
  namespace: string;
  /** The consuming service: with the event name it makes the durable consumer's name. */
  service: string;
  /** Set when the service has several handlers of the event (see `OnEventOptions`). */
  consumer?: string;
  event: EventContract<P>;
  handle: (event: EventEnvelope<z.output<P>>) => Promise<void>;
  logger: Logger;
}

/**
 * A durable consumer per (service, event): JetStream remembers what each service acknowledged,
 * so a service that was down receives what it missed when it comes back. Delivery is at least
 * once, so handlers must be idempotent (the envelope id identifies the fact).
 * Resolves with a function that stops consuming.
 */
export async function startEventConsumer<P extends z.ZodType>(
  options: EventConsumerOptions<P>,
): Promise<() => Promise<void>> {
  const { jetstream, manager, namespace, event, handle, logger } = options;
  const stream = eventsStreamName(namespace);
  const durable = durableName(options);
  await manager.consumers.add(stream, {
    durable_name: durable,
    filter_subject: eventSubject(namespace, event),
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: 30 * SECOND_NS,
    max_deliver: MAX_DELIVERIES,
  });
  const consumer = await jetstream.consumers.get(stream, durable);
  const untrack = trackConsumerLag(durable, () => consumer.info());
  const messages = await consumer.consume();
  const loop = (async () => {
    for await (const message of messages)
      await deliver(message, event, handle, logger.child({ event: event.name, durable }));
  })();
  return async () => {
    untrack();
    await messages.close();
    await loop;
  };
}

/** `<service>--<event>`, or `<service>--<consumer>--<event>` for one of several handlers of the event. */
export function durableName({
  service,
  consumer,
  event,
}: Pick<EventConsumerOptions<z.ZodType>, 'service' | 'consumer' | 'event'>): string {
  return [service, consumer, event.name.replaceAll('.', '-')].filter(Boolean).join('--');
}

async function deliver<P extends z.ZodType>(
  message: JsMsg,
  event: EventContract<P>,
  handle: (event: EventEnvelope<z.output<P>>) => Promise<void>,
  logger: Logger,
): Promise<void> {
  const envelope = eventEnvelopeSchema.safeParse(safeJson(message));
  const payload = envelope.success ? event.payload.safeParse(envelope.data.payload) : undefined;
  if (!envelope.success || !payload?.success) {
    // Retrying cannot fix a message that breaks the contract: stop its redelivery, keep a trace.
    logger.error({ seq: message.seq }, 'Malformed event dropped');
    eventsHandled.inc({ event: event.name, result: 'dropped' });
    message.term('malformed');
    return;
  }
  try {
    await runWithRequestContext({ requestId: envelope.data.id }, () =>
      handle({ ...envelope.data, payload: payload.data }),
    );
    message.ack();
    eventsHandled.inc({ event: event.name, result: 'ok' });
  } catch (error) {
    const attempt = message.info.deliveryCount;
    logger.warn({ err: error, eventId: envelope.data.id, attempt }, 'Event handler failed; will retry');
    eventsHandled.inc({ event: event.name, result: 'retry' });
    message.nak(Math.min(1_000 * 2 ** (attempt - 1), 60_000));
  }
}

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return undefined;
  }
}
