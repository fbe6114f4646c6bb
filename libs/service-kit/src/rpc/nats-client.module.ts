import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type NatsConnection, type NodeConnectionOptions, connect } from '@nats-io/transport-node';
import { type BaseConfig, type NatsConnectOptions, natsConnectOptions } from '../config/load-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { countReconnects } from '../metrics/nats-metrics.js';
import { NatsRpcClient, type NatsRpcClientOptions } from './nats-rpc.client.js';

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
  static forRoot(
    options: {
      servers: string;
      name: string;
      namespace: string;
    } & NatsConnectOptions &
      NatsRpcClientOptions,
  ): DynamicModule {
    return NatsClientModule.create(
      {
        useFactory: () =>
          connectCounted({ ...connectionOptions(options.servers, options.name), ...credentialsOf(options) }),
      },
      {
        useFactory: (c: NatsConnection) =>
          new NatsRpcClient(c, options.namespace, { visitorCallers: options.visitorCallers }),
      },
    );
  }

  /** For a service calling another: the server and namespace come from its own configuration. */
  static forService(name: string): DynamicModule {
    return NatsClientModule.create(
      {
        inject: [APP_CONFIG],
        useFactory: (config: BaseConfig) =>
          connectCounted({ ...connectionOptions(config.NATS_URL, name), ...natsConnectOptions(config) }),
      },
      {
        inject: [NATS_CONNECTION, APP_CONFIG],
        useFactory: (c: NatsConnection, config: BaseConfig) => new NatsRpcClient(c, config.NATS_NAMESPACE),
      },
    );
  }

  private static create(
    connection: { inject?: symbol[]; useFactory: (...args: never[]) => Promise<NatsConnection> },
    client: { inject?: symbol[]; useFactory: (...args: never[]) => NatsRpcClient },
  ): DynamicModule {
    return {
      module: NatsClientModule,
      global: true,
      providers: [
        { provide: NATS_CONNECTION, ...connection },
        { provide: NatsRpcClient, inject: [NATS_CONNECTION], ...client },
        NatsConnectionLifecycle,
      ],
      exports: [NATS_CONNECTION, NatsRpcClient],
    };
  }
}

function credentialsOf({ user, pass, inboxPrefix, tls }: NatsConnectOptions): NatsConnectOptions {
  return { ...(user ? { user, pass, inboxPrefix } : {}), ...(tls ? { tls } : {}) };
}

async function connectCounted(options: NodeConnectionOptions): Promise<NatsConnection> {
  const connection = await connect(options);
  countReconnects(connection, 'client');
  return connection;
}

function connectionOptions(servers: string, name: string): NodeConnectionOptions {
  return {
    servers,
    name,
    maxReconnectAttempts: -1,
    // Otherwise every request builds two errors up front, for their stack traces, in case it
    // fails: a sixth of the gateway's time. RpcCallError names the subject.
    noAsyncTraces: true,
  };
}
