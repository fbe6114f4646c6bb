import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { GATEWAY_DURABLES, eventsStreamName } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, ensureEventStream } from '@liggeey/service-kit';
import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { type GatewayConfig } from '../config/gateway-config.js';
import { roomsFor } from './relayed-events.js';
import { RealtimeServer } from './realtime-server.js';
import { type RelayedFamily, familySubject, readStreamEvent } from './stream-events.js';

/**
 * Durable consumers shared by every gateway instance, so each event is handled once and the Redis
 * adapter fans it out. One per event family: NATS 2.9 allows a single filter subject per consumer.
 */
const BRIDGE_DURABLES: Record<RelayedFamily, string> = {
  feed: GATEWAY_DURABLES.realtimeFeed,
  messaging: GATEWAY_DURABLES.realtimeMessaging,
};
const SECOND_NS = 1_000_000_000;

/**
 * Turns stored facts into socket events. Durable consumers, so events published while every
 * gateway was down are relayed when one comes back (sockets that reconnect later get theirs by
 * replay, see RealtimeServer). A new durable starts at new events: a first start must not flood
 * sockets with a week of history.
 */
@Injectable()
export class EventBridge implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly server: RealtimeServer,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manager = await jetstreamManager(this.connection);
    await ensureEventStream(manager, this.config.NATS_NAMESPACE);
    for (const family of ['feed', 'messaging'] as const) this.stops.push(await this.consume(manager, family));
  }

  /** Stops relaying while the NATS connection is still open (it drains on shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
  }

  private async consume(manager: JetStreamManager, family: RelayedFamily): Promise<() => Promise<void>> {
    const stream = eventsStreamName(this.config.NATS_NAMESPACE);
    const durable = BRIDGE_DURABLES[family];
    const exists = await manager.consumers.info(stream, durable).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await manager.consumers.add(stream, {
        durable_name: durable,
        filter_subject: familySubject(this.config.NATS_NAMESPACE, family),
        ack_policy: AckPolicy.Explicit,
        ack_wait: 30 * SECOND_NS,
        max_deliver: 5,
        deliver_policy: DeliverPolicy.New,
      });
    }
    const consumer = await jetstream(this.connection).consumers.get(stream, durable);
    const messages = await consumer.consume();
    const loop = (async () => {
      for await (const message of messages) this.relay(message);
    })();
    return async () => {
      await messages.close();
      await loop;
    };
  }

  private relay(message: JsMsg): void {
    const event = readStreamEvent(message, this.config.NATS_NAMESPACE);
    const rooms = event ? roomsFor(event.name, event.payload) : null;
    if (event && rooms) this.server.emitToRooms(rooms, event);
    else if (!event)
      this.logger.warn({ subject: message.subject, seq: message.seq }, 'Malformed event not relayed');
    // Relayed or not meant for sockets, it is done with: a retry would not change anything.
    message.ack();
  }
}
