import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, AssistantAskRpc, AssistantKnowledgeRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type GatewayRequest } from '../auth/request-actor.js';
import { AssistantAnswer, KnowledgeEntry, KnowledgeInput } from './assistant.types.js';

/** The chat widget's questions and the knowledge entries' editor: the assistant service owns both. */
@Resolver()
export class AssistantResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Mutation(() => AssistantAnswer, {
    description: 'Asks the assistant (visitors and signed-in people; limited per address and account).',
  })
  askAssistant(
    @Args('question') question: string,
    @CurrentActor() actor: Actor | null,
    @Context('req') request: GatewayRequest,
  ): Promise<AssistantAnswer> {
    return this.rpc.request(AssistantAskRpc.ask, { question, ip: request.ip }, { actor });
  }

  @Roles('admin')
  @Query(() => [KnowledgeEntry], { description: 'Knowledge entries in matching order.' })
  knowledgeEntries(@CurrentActor() actor: Actor): Promise<KnowledgeEntry[]> {
    return this.rpc.request(AssistantKnowledgeRpc.list, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => KnowledgeEntry)
  createKnowledgeEntry(
    @Args('input') input: KnowledgeInput,
    @CurrentActor() actor: Actor,
  ): Promise<KnowledgeEntry> {
    return this.rpc.request(AssistantKnowledgeRpc.create, { input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => KnowledgeEntry)
  updateKnowledgeEntry(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: KnowledgeInput,
    @CurrentActor() actor: Actor,
  ): Promise<KnowledgeEntry> {
    return this.rpc.request(AssistantKnowledgeRpc.update, { id, input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deleteKnowledgeEntry(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(AssistantKnowledgeRpc.delete, { id }, { actor });
    return true;
  }
}
