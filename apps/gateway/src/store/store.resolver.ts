import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { LedgerProductsRpc, STORE_PRODUCTS_DEFAULT_LIMIT } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public } from '../auth/access.decorators.js';
import { StoreProduct } from './store.types.js';

@Resolver()
export class StoreResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => [StoreProduct], { description: 'Digital products, newest first (limit 1 to 50).' })
  storeProducts(
    @Args('limit', { type: () => Int, nullable: true, defaultValue: STORE_PRODUCTS_DEFAULT_LIMIT })
    limit: number | null,
  ): Promise<StoreProduct[]> {
    return this.rpc.request(LedgerProductsRpc.storeProducts, {
      limit: limit ?? STORE_PRODUCTS_DEFAULT_LIMIT,
    });
  }
}
