import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AI_SUGGESTION, type Actor, LedgerCreditsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { checkedClientKey } from './client-key.js';
import { CreditSpendResult } from './credits.types.js';

/**
 * /search's 'Voir plus (Suggestion IA - 10 crédits)': the price and the journal's description are
 * the server's, never the browser's.
 */
@Resolver()
export class AiSuggestionResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('employer', 'admin')
  @Mutation(() => CreditSpendResult, {
    description: "Pays 10 credits for the search's suggestions; CONFLICT 'Crédits insuffisants' when short.",
  })
  unlockAiSuggestion(
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<CreditSpendResult> {
    const key = checkedClientKey(idempotencyKey);
    return this.rpc.request(
      LedgerCreditsRpc.spend,
      {
        amount: AI_SUGGESTION.credits,
        description: AI_SUGGESTION.description,
        idempotencyKey: `ai-suggestion:${actor.id}:${key}`,
        kind: 'spend',
      },
      { actor },
    );
  }
}
