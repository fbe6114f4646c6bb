import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.token.js';
import { type BaseConfig, natsConnectOptions } from '../config/load-config.js';
import { durableName, startEventConsumer } from './event-consumer.js';
import { EventPublisher } from './event-publisher.js';
import { EventWatcher } from './event-watcher.js';
import { ensureEventStream } from './event-stream.js';
import { ON_EVENT, type OnEventMetadata } from './on-event.decorator.js';

const EVENTS_CONNECTION = Symbol('EVENTS_CONNECTION');
const EVENTS_SERVICE = Symbol('EVENTS_SERVICE');

interface JetStreamHandles {
  namespace: string;
  connection: NatsConnection;
  client: JetStreamClient;
  manager: JetStreamManager;
}

/** Finds every @OnEvent method of the app's providers and consumes its event while the app runs. */
@Injectable()
class EventSubscriptions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    @Inject(EVENTS_CONNECTION) private readonly jetstream: JetStreamHandles,
    @Inject(EVENTS_SERVICE) private readonly service: string,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.handlers();
    for (const { target, handle } of handlers) {
      this.stops.push(
        await startEventConsumer({
          jetstream: this.jetstream.client,
          manager: this.jetstream.manager,
          namespace: this.jetstream.namespace,
          service: this.service,
          ...target,
          handle,
          logger: this.logger.logger,
        }),
      );
    }
  }

  /** Every @OnEvent method, checked before any consumer starts. */
  private handlers(): { target: OnEventMetadata; handle: (envelope: unknown) => Promise<void> }[] {
    const handlers: { target: OnEventMetadata; handle: (envelope: unknown) => Promise<void> }[] = [];
    const durables = new Set<string>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = prototype[name];
        if (typeof method !== 'function') continue;
        const target = this.reflector.get<OnEventMetadata | undefined>(ON_EVENT, method);
        if (!target) continue;
        const durable = durableName({ service: this.service, ...target });
        // A consumer shared by two handlers would give each only part of the events.
        if (durables.has(durable)) {
          throw new Error(`Two @OnEvent handlers share the consumer ${durable}: name one with { consumer }`);
        }
        durables.add(durable);
        handlers.push({
          target,
          handle: (envelope) => (method as (envelope: unknown) => Promise<void>).call(instance, envelope),
        });
      }
    }
    return handlers;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
    if (!this.jetstream.connection.isClosed()) await this.jetstream.connection.drain();
  }
}

/** Durable events on NATS JetStream for one service: `EventPublisher` to publish, `@OnEvent` to consume. */
@Module({})
export class EventsModule {
  static forRoot(service: string): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENTS_SERVICE, useValue: service },
        {
          provide: EVENTS_CONNECTION,
          inject: [APP_CONFIG],
          useFactory: async (config: BaseConfig): Promise<JetStreamHandles> => {
            const connection = await connect({
              servers: config.NATS_URL,
              ...natsConnectOptions(config),
              name: `${service}-events`,
              maxReconnectAttempts: -1,
              // Each publish is a request to JetStream: no error objects built up front (see
              // NatsClientModule).
              noAsyncTraces: true,
            });
            const manager = await jetstreamManager(connection);
            await ensureEventStream(manager, config.NATS_NAMESPACE);
            return { namespace: config.NATS_NAMESPACE, connection, client: jetstream(connection), manager };
          },
        },
        {
          provide: EventPublisher,
          inject: [EVENTS_CONNECTION],
          useFactory: (handles: JetStreamHandles) => new EventPublisher(handles.client, handles.namespace),
        },
        {
          provide: EventWatcher,
          inject: [EVENTS_CONNECTION],
          useFactory: (handles: JetStreamHandles) => new EventWatcher(handles.connection, handles.namespace),
        },
        EventSubscriptions,
      ],
      exports: [EventPublisher, EventWatcher],
    };
  }
}
