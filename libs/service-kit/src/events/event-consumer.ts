import {
  type EventContract,
  type EventEnvelope,
  REQUEST_ID_HEADER,
  eventEnvelopeSchema,
  eventDurableName,
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
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { runWithRequestContext } from '../rpc/request-context.js';
import { eventsHandled, trackConsumerLag } from '../metrics/event-metrics.js';
import { traceContextOf, tracer } from '../tracing/nats-trace-context.js';

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

/** The consumer's name (`eventDurableName`), which the service's NATS permissions list. */
export function durableName({
  service,
  consumer,
  event,
}: Pick<EventConsumerOptions<z.ZodType>, 'service' | 'consumer' | 'event'>): string {
  return eventDurableName(service, event, consumer);
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
  // The handler runs in the request and trace that published the event (an event published
  // outside any request is its own request, named by its id).
  const cause = traceContextOf(message.headers);
  const requestId = message.headers?.get(REQUEST_ID_HEADER) || envelope.data.id;
  const span = tracer.startSpan(
    `event ${event.name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': message.subject },
    },
    cause,
  );
  await context.with(trace.setSpan(cause, span), async () => {
    try {
      await runWithRequestContext({ requestId }, () => handle({ ...envelope.data, payload: payload.data }));
      message.ack();
      eventsHandled.inc({ event: event.name, result: 'ok' });
      logger.debug({ eventId: envelope.data.id, requestId }, 'Event handled');
    } catch (error) {
      const attempt = message.info.deliveryCount;
      logger.warn(
        { err: error, eventId: envelope.data.id, requestId, attempt },
        'Event handler failed; will retry',
      );
      eventsHandled.inc({ event: event.name, result: 'retry' });
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'retry' });
      message.nak(Math.min(1_000 * 2 ** (attempt - 1), 60_000));
    } finally {
      span.end();
    }
  });
}

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return undefined;
  }
}
