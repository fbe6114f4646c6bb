import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LedgerProductsRpc, type RpcEnvelope, type StoreProductDto } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @RpcHandler(LedgerProductsRpc.storeProducts)
  storeProducts(@Payload() { data }: RpcEnvelope<{ limit: number }>): Promise<StoreProductDto[]> {
    return this.products.storeProducts(data.limit);
  }
}
