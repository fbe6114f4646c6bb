import { Injectable } from '@nestjs/common';
import {
  AI_SUGGESTION,
  type Actor,
  ErrorCode,
  NO_SUGGESTION_MESSAGE,
  ProfilesRpc,
  SUGGESTION_LIMIT,
  type SuggestionDto,
  type SuggestionRequest,
} from '@liggeey/contracts';
import { DomainException, NatsRpcClient, PaidActions, passOn } from '@liggeey/service-kit';
import { suggestionReason, suggestionScore } from './suggestion-score.js';

/** How many of the search's matches the ranking looks at. */
const CANDIDATES = 48;

/**
 * 'Voir plus (Suggestion IA - 10 crédits)': 10 credits spent once per click (a system key from the
 * employer and the click's key), then up to five professionals ranked for the search. When the
 * assistant cannot answer (no match, the search unavailable) the spend is refunded under its own
 * key and the person is told why.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly paidActions: PaidActions,
  ) {}

  async suggest(
    actor: Actor | null,
    { q, idempotencyKey }: SuggestionRequest,
  ): Promise<{ suggestions: SuggestionDto[]; balance: number }> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (actor.type !== 'employer' && actor.type !== 'admin') throw new DomainException(ErrorCode.Forbidden);
    const { result, balance } = await this.paidActions.run({
      userId: actor.id,
      amount: AI_SUGGESTION.credits,
      description: AI_SUGGESTION.description,
      metadata: { q },
      idempotencyKey: `ai-suggestion:${actor.id}:${idempotencyKey}`,
      apply: () => this.rank(actor, q),
    });
    return { suggestions: result, balance };
  }

  private async rank(actor: Actor, q: string): Promise<SuggestionDto[]> {
    // Distances from the employer's own locality, when there is a profile with one (an admin may have none).
    const locality = await this.rpc
      .request(ProfilesRpc.mine, {}, { actor })
      .then((profile) => profile.locality)
      .catch(() => null);
    const { items } = await passOn(
      this.rpc.request(
        ProfilesRpc.search,
        { q, requireQuery: true, pageSize: CANDIDATES, localityId: locality?.id ?? null },
        { actor },
      ),
    );
    if (items.length === 0) throw new DomainException(ErrorCode.NotFound, NO_SUGGESTION_MESSAGE);
    const now = new Date();
    return items
      .map((profile, rank) => ({
        profile,
        score: suggestionScore(profile, rank, items.length, now),
        reason: suggestionReason(profile, locality?.name ?? null),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, SUGGESTION_LIMIT);
  }
}
