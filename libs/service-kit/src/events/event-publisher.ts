import {
  ErrorCode,
  type EventContract,
  type EventEnvelope,
  REQUEST_ID_HEADER,
  eventSubject,
} from '@liggeey/contracts';
import { type JetStreamClient } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { type z } from 'zod';
import { DomainException } from '../errors/domain.exception.js';
import { currentRequestId } from '../rpc/request-context.js';
import { injectTraceContext } from '../tracing/nats-trace-context.js';

/**
 * Publishes facts to the events stream; resolves once JetStream has stored them. The request id
 * and trace context of the request that caused the fact travel in the message's headers, so the
 * handlers' log lines and spans join that request.
 */
export class EventPublisher {
  constructor(
    private readonly jetstream: JetStreamClient,
    private readonly namespace: string,
  ) {}

  /**
   * `id` should be derived from what happened (e.g. the new account's id) when the caller may
   * retry: JetStream then stores the event once however often it is published.
   */
  async publish<P extends z.ZodType>(
    event: EventContract<P>,
    payload: z.input<P>,
    id: string = randomUUID(),
  ): Promise<void> {
    const parsed = event.payload.safeParse(payload);
    if (!parsed.success) {
      throw new DomainException(ErrorCode.Internal, undefined, {
        event: event.name,
        issues: parsed.error.issues,
      });
    }
    const envelope: EventEnvelope<z.output<P>> = {
      id,
      occurredAt: new Date().toISOString(),
      payload: parsed.data,
    };
    const cause = headers();
    const requestId = currentRequestId();
    if (requestId) cause.set(REQUEST_ID_HEADER, requestId);
    injectTraceContext(cause);
    await this.jetstream.publish(eventSubject(this.namespace, event), JSON.stringify(envelope), {
      msgID: id,
      headers: cause,
    });
  }
}
