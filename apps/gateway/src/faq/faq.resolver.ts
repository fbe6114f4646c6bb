import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, AssistantFaqRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Faq, FaqInput } from './faq.types.js';

@Resolver()
export class FaqResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => [Faq], { description: 'The FAQ, by category then oldest first.' })
  faqs(): Promise<Faq[]> {
    return this.rpc.request(AssistantFaqRpc.list, {});
  }

  @Roles('admin')
  @Query(() => [Faq], { description: 'Every FAQ entry, newest first.' })
  adminFaqs(@CurrentActor() actor: Actor): Promise<Faq[]> {
    return this.rpc.request(AssistantFaqRpc.adminList, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => Faq)
  createFaq(@Args('input') input: FaqInput, @CurrentActor() actor: Actor): Promise<Faq> {
    return this.rpc.request(AssistantFaqRpc.create, { input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Faq)
  updateFaq(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: FaqInput,
    @CurrentActor() actor: Actor,
  ): Promise<Faq> {
    return this.rpc.request(AssistantFaqRpc.update, { id, input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deleteFaq(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(AssistantFaqRpc.delete, { id }, { actor });
    return true;
  }
}
