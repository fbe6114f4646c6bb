import { Query, Resolver } from '@nestjs/graphql';
import { type Actor, ProfilesTradesRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { TradeCategory } from './trades.types.js';

@Resolver()
export class TradesResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => [TradeCategory], {
    description: 'The trades page: six categories in order, with their trades.',
  })
  tradeCategories(@CurrentActor() actor: Actor | null): Promise<TradeCategory[]> {
    return this.rpc.request(ProfilesTradesRpc.catalogue, {}, { actor });
  }
}
