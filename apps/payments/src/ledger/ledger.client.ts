import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  type CreditGrant,
  type CreditPackDto,
  LedgerCreditsRpc,
  LedgerProductsRpc,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException, NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { type PaymentsConfig } from '../config/payments-config.js';

const NATS_CLIENT_CONNECTION = Symbol('NATS_CLIENT_CONNECTION');

/** What payments asks of the ledger: the pack being bought, and the credits once it is paid. */
@Injectable()
export class LedgerClient implements OnApplicationShutdown {
  private readonly rpc: NatsRpcClient;

  constructor(
    @Inject(NATS_CLIENT_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) config: PaymentsConfig,
  ) {
    this.rpc = new NatsRpcClient(connection, config.NATS_NAMESPACE);
  }

  creditPack(id: string): Promise<CreditPackDto> {
    return passOn(this.rpc.request(LedgerProductsRpc.creditPack, { id }));
  }

  /** Idempotent on `request.idempotencyKey`: a retried grant credits once. */
  async grant(request: CreditGrant): Promise<void> {
    await passOn(this.rpc.request(LedgerCreditsRpc.grant, request));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}

/** Calls go as a service (no actor); the ledger's refusal travels on with its code and message. */
async function passOn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RpcCallError) throw new DomainException(error.code, error.message, error.details);
    throw error;
  }
}

@Module({
  providers: [
    {
      provide: NATS_CLIENT_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: PaymentsConfig) =>
        connect({ servers: config.NATS_URL, name: 'payments-client', maxReconnectAttempts: -1 }),
    },
    LedgerClient,
  ],
  exports: [LedgerClient],
})
export class LedgerClientModule {}
