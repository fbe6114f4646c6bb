import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  AI_SUGGESTION,
  ANALYSIS_DAYS,
  type Actor,
  AssistantAnalysisRpc,
  AssistantAskRpc,
  AssistantDocumentsRpc,
  AssistantKnowledgeRpc,
  AssistantSuggestionsRpc,
  LedgerCreditsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type GatewayRequest } from '../auth/request-actor.js';
import {
  AiSuggestions,
  AssistantAnalysis,
  AssistantAnswer,
  KnowledgeEntry,
  KnowledgeInput,
  TrainingDocument,
} from './assistant.types.js';

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

  @Roles('admin')
  @Query(() => [TrainingDocument], { description: 'Training documents, newest first, with their progress.' })
  async trainingDocuments(@CurrentActor() actor: Actor): Promise<TrainingDocument[]> {
    const documents = await this.rpc.request(AssistantDocumentsRpc.list, {}, { actor });
    const ids = [...new Set(documents.map(({ uploadedBy }) => uploadedBy))];
    const profiles = ids.length > 0 ? await this.rpc.request(ProfilesRpc.byIds, { ids }, { actor }) : [];
    const names = new Map(profiles.map(({ id, fullName }) => [id, fullName]));
    return documents.map((document) => ({ ...document, uploadedBy: names.get(document.uploadedBy) ?? null }));
  }

  @Roles('admin')
  @Mutation(() => Boolean, {
    description: 'Deletes a training document; its passages stop answering at once.',
  })
  async deleteTrainingDocument(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(AssistantDocumentsRpc.delete, { id }, { actor });
    return true;
  }

  @Roles('admin')
  @Query(() => AssistantAnalysis, { description: 'The question log and the suggestions sold, last 30 days.' })
  async assistantAnalysis(@CurrentActor() actor: Actor): Promise<AssistantAnalysis> {
    const since = new Date(Date.now() - ANALYSIS_DAYS * 86_400_000).toISOString();
    const [summary, sold] = await Promise.all([
      this.rpc.request(AssistantAnalysisRpc.summary, {}, { actor }),
      this.rpc.request(
        LedgerCreditsRpc.spendSummary,
        { description: AI_SUGGESTION.description, since },
        { actor },
      ),
    ]);
    return { ...summary, suggestionsSold: sold.count, suggestionCredits: sold.credits };
  }

  @Roles('employer', 'admin')
  @Mutation(() => AiSuggestions, {
    description:
      "'Voir plus': 10 credits once per key, then up to five professionals ranked by the assistant; refunded when it cannot answer.",
  })
  aiSuggestions(
    @Args('q') q: string,
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<AiSuggestions> {
    return this.rpc.request(AssistantSuggestionsRpc.suggest, { q, idempotencyKey }, { actor });
  }
}
