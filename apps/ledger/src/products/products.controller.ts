import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminProductDto,
  type CreditPackDto,
  type CreditPackInputData,
  LedgerProductsRpc,
  type ProductDeletionDto,
  type StoreProductDetailDto,
  type ProductInputData,
  type ProductType,
  type ProductUpdateDto,
  type RpcEnvelope,
  type StoreProductDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @RpcHandler(LedgerProductsRpc.storeProducts)
  storeProducts(@Payload() { data }: RpcEnvelope<{ limit: number }>): Promise<StoreProductDto[]> {
    return this.products.storeProducts(data.limit);
  }

  @RpcHandler(LedgerProductsRpc.creditPacks)
  creditPacks(): Promise<CreditPackDto[]> {
    return this.products.creditPacks();
  }

  @RpcHandler(LedgerProductsRpc.creditPack)
  creditPack(@Payload() { data }: RpcEnvelope<{ id: string }>): Promise<CreditPackDto> {
    return this.products.creditPack(data.id);
  }

  @RpcHandler(LedgerProductsRpc.product)
  product(@Payload() { data }: RpcEnvelope<{ id: string }>): Promise<StoreProductDetailDto> {
    return this.products.product(data.id);
  }

  @RpcHandler(LedgerProductsRpc.adminList)
  adminList(@Payload() { actor, data }: RpcEnvelope<{ type: ProductType }>): Promise<AdminProductDto[]> {
    return this.products.adminList(actor, data.type);
  }

  @RpcHandler(LedgerProductsRpc.adminCreate)
  adminCreate(@Payload() { actor, data }: RpcEnvelope<ProductInputData>): Promise<AdminProductDto> {
    return this.products.create(actor, data);
  }

  @RpcHandler(LedgerProductsRpc.adminUpdate)
  adminUpdate(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; input: ProductInputData }>,
  ): Promise<ProductUpdateDto> {
    return this.products.update(actor, data.id, data.input);
  }

  @RpcHandler(LedgerProductsRpc.saveCreditPack)
  saveCreditPack(
    @Payload()
    { actor, data }: RpcEnvelope<{ id?: string; input: CreditPackInputData }>,
  ): Promise<AdminProductDto> {
    return this.products.saveCreditPack(actor, data.id, data.input);
  }

  @RpcHandler(LedgerProductsRpc.adminDelete)
  adminDelete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<ProductDeletionDto> {
    return this.products.remove(actor, data.id);
  }
}
