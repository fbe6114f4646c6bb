import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { NatsRpcClient } from './nats-rpc.client.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

@Injectable()
class NatsConnectionLifecycle implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  /** Drain, so replies to requests already sent are still received before closing. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}

/** A NATS connection for making requests (the gateway, or a service calling another). */
@Module({})
export class NatsClientModule {
  static forRoot(options: { servers: string; name: string; namespace: string }): DynamicModule {
    return {
      module: NatsClientModule,
      global: true,
      providers: [
        {
          provide: NATS_CONNECTION,
          useFactory: () =>
            connect({
              servers: options.servers,
              name: options.name,
              maxReconnectAttempts: -1,
              // Otherwise every request builds two errors up front, for their stack traces, in
              // case it fails: a sixth of the gateway's time. RpcCallError names the subject.
              noAsyncTraces: true,
            }),
        },
        {
          provide: NatsRpcClient,
          inject: [NATS_CONNECTION],
          useFactory: (c: NatsConnection) => new NatsRpcClient(c, options.namespace),
        },
        NatsConnectionLifecycle,
      ],
      exports: [NATS_CONNECTION, NatsRpcClient],
    };
  }
}
