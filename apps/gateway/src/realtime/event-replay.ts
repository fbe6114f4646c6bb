import { Inject, Injectable } from '@nestjs/common';
import { eventsStreamName } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION } from '@liggeey/service-kit';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import { type GatewayConfig } from '../config/gateway-config.js';
import { type StreamEvent, familySubject, readStreamEvent } from './stream-events.js';
import { concernsUser } from './relayed-events.js';

/** A socket away longer than this many events refetches its pages instead (it does so anyway). */
const REPLAY_MAX_EVENTS = 2_000;

/**
 * Messaging events a reconnecting socket missed while it was away (network loss, gateway restart):
 * the client says the last stream sequence it saw, and gets the later ones that concern its user.
 */
@Injectable()
export class EventReplay {
  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async since(lastSeq: number, userId: string, emit: (event: StreamEvent) => void): Promise<void> {
    const namespace = this.config.NATS_NAMESPACE;
    const stream = eventsStreamName(namespace);
    const info = await (await jetstreamManager(this.connection)).streams.info(stream);
    const lastStored = info.state.last_seq;
    if (lastSeq >= lastStored || lastStored - lastSeq > REPLAY_MAX_EVENTS * 10) return;
    const consumer = await jetstream(this.connection).consumers.get(stream, {
      filter_subjects: familySubject(namespace, 'messaging'),
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: lastSeq + 1,
    });
    try {
      let seen = 0;
      let done = false;
      while (!done && seen < REPLAY_MAX_EVENTS) {
        const batch = await consumer.fetch({ max_messages: 200, expires: 1_000 });
        done = true;
        for await (const message of batch) {
          seen += 1;
          const event = readStreamEvent(message, namespace);
          if (event && concernsUser(event.name, event.payload, userId)) emit(event);
          // More stored after this one: fetch another batch once this one is read.
          done = message.info.pending === 0 || message.seq >= lastStored;
        }
      }
    } finally {
      await consumer.delete().catch(() => undefined);
    }
  }
}
