import { ErrorCode, type EventContract, type EventEnvelope, eventSubject } from '@liggeey/contracts';
import { type JetStreamClient } from '@nats-io/jetstream';
import { randomUUID } from 'node:crypto';
import { type z } from 'zod';
import { DomainException } from '../errors/domain.exception.js';

/** Publishes facts to the events stream; resolves once JetStream has stored them. */
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
    await this.jetstream.publish(eventSubject(this.namespace, event), JSON.stringify(envelope), {
      msgID: id,
    });
  }
}
