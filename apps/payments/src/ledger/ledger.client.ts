import { Injectable, Module } from '@nestjs/common';
import {
  type CreditGrant,
  type CreditPackDto,
  LedgerCreditsRpc,
  LedgerProductsRpc,
} from '@liggeey/contracts';
import { NatsClientModule, NatsRpcClient, passOn } from '@liggeey/service-kit';

/**
 * What payments asks of the ledger: the pack being bought, and the credits once it is paid. Calls
 * go as a service (no actor); the ledger's refusal travels on with its code and message.
 */
@Injectable()
export class LedgerClient {
  constructor(private readonly rpc: NatsRpcClient) {}

  creditPack(id: string): Promise<CreditPackDto> {
    return passOn(this.rpc.request(LedgerProductsRpc.creditPack, { id }));
  }

  /** Idempotent on `request.idempotencyKey` (a system key): a retried grant credits once. */
  async grant(request: CreditGrant): Promise<void> {
    await passOn(this.rpc.request(LedgerCreditsRpc.grant, request));
  }
}

@Module({
  imports: [NatsClientModule.forService('payments-client')],
  providers: [LedgerClient],
  exports: [LedgerClient],
})
export class LedgerClientModule {}
