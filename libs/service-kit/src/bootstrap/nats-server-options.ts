import { rpcSubject } from '@liggeey/contracts';
import { type NatsOptions, ServerNats } from '@nestjs/microservices';
import { type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { type ServiceConfig, natsConnectOptions } from '../config/load-config.js';
import { countReconnects } from '../metrics/nats-metrics.js';
import { NatsAnswerSerializer } from './nats-answer.serializer.js';

type NatsServerOptions = NonNullable<NatsOptions['options']> & { queue: string };

/**
 * Nest's NATS server, listening on each pattern under the environment's namespace
 * (`<namespace>.rpc.<pattern>`), so that two environments sharing a NATS server never answer each
 * other's requests. Handlers are still looked up by their plain pattern.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly namespacedSubscriptions: Subscription[] = [];
  private readonly queue: string;
  private readonly answers: NatsAnswerSerializer;

  constructor(
    private readonly namespace: string,
    options: NatsServerOptions,
  ) {
    const answers = new NatsAnswerSerializer();
    super({ ...options, serializer: answers });
    this.answers = answers;
    this.queue = options.queue;
  }

  /**
   * Our patterns are plain subjects. Nest first tries JSON.parse on every incoming pattern, and
   * the exception it throws for a subject cost about 5 % of a busy service's time.
   */
  override getRouteFromPattern(pattern: string): string {
    return this.normalizePattern(pattern);
  }

  override bindEvents(client: NatsConnection): void {
    countReconnects(client, 'server');
    this.answers.maxPayloadBytes = client.info?.max_payload ?? this.answers.maxPayloadBytes;
    for (const pattern of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(pattern) as (error: Error | null, message: Msg) => void;
      this.namespacedSubscriptions.push(
        client.subscribe(rpcSubject(this.namespace, pattern), {
          queue: this.queue,
          callback: handle.bind(this),
        }),
      );
    }
  }

  /**
   * Stops taking requests first, so the grace period lets the ones in flight finish. Drained, not
   * unsubscribed: requests the server had already delivered to this process are still handled
   * (an unsubscribe dropped them, and their callers waited for the timeout).
   */
  override async close(): Promise<void> {
    await Promise.all(this.namespacedSubscriptions.splice(0).map((subscription) => subscription.drain()));
    await super.close();
  }
}

/** How every service listens on NATS: its queue group is its name, and it drains before stopping. */
export function natsServerOptions(name: string, config: ServiceConfig): { strategy: NamespacedNatsServer } {
  return {
    strategy: new NamespacedNatsServer(config.NATS_NAMESPACE, {
      servers: [config.NATS_URL],
      ...natsConnectOptions(config),
      queue: name,
      name,
      gracefulShutdown: true,
      gracePeriod: config.SHUTDOWN_GRACE_MS,
    }),
  };
}
