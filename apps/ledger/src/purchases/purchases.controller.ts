import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  LedgerPurchasesRpc,
  type ProductDownloadDto,
  type PurchaseResultDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PurchasesService } from './purchases.service.js';

@Controller()
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @RpcHandler(LedgerPurchasesRpc.buy)
  buy(
    @Payload() { actor, data }: RpcEnvelope<{ productId: string; idempotencyKey: string }>,
  ): Promise<PurchaseResultDto> {
    return this.purchases.buy(actor, data.productId, data.idempotencyKey);
  }

  @RpcHandler(LedgerPurchasesRpc.owned)
  async owned(
    @Payload() { actor, data }: RpcEnvelope<{ productId: string }>,
  ): Promise<{ purchased: boolean }> {
    return { purchased: await this.purchases.owned(actor, data.productId) };
  }

  @RpcHandler(LedgerPurchasesRpc.ownedIds)
  async ownedIds(@Payload() { actor }: RpcEnvelope<object>): Promise<{ productIds: string[] }> {
    return { productIds: await this.purchases.ownedIds(actor) };
  }

  @RpcHandler(LedgerPurchasesRpc.download)
  download(@Payload() { actor, data }: RpcEnvelope<{ productId: string }>): Promise<ProductDownloadDto> {
    return this.purchases.download(actor, data.productId);
  }
}
