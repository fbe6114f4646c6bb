import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { type Actor, JobsBoostsRpc, ProfilesBoostsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { JobBoardAnswers } from '../jobs/job-board-answers.js';
import { BoostResult } from './boosts.types.js';

/**
 * Spec §4 and §9: offer boost (100 credits, 7 days) and profile boost (50 credits, 7 days). The
 * service that owns what is boosted spends the credits, applies the boost and refunds a refused one;
 * the gateway only passes on who asks and the click's key.
 */
@Resolver()
export class BoostsResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly board: JobBoardAnswers,
  ) {}

  @Roles('employer')
  @Mutation(() => BoostResult, {
    description:
      "Boosts one of the employer's active offers for 7 days (100 credits). CONFLICT 'Crédits insuffisants' when short; one idempotency key per click.",
  })
  async boostJob(
    @Args('jobId', { type: () => ID }) jobId: string,
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<BoostResult> {
    const result = await this.rpc.request(JobsBoostsRpc.boost, { jobId, idempotencyKey }, { actor });
    // A boosted offer moves to the top of the board.
    this.board.forget();
    return result;
  }

  @Roles('worker')
  @Mutation(() => BoostResult, {
    description:
      "Boosts the worker's profile for 7 days (50 credits). CONFLICT 'Crédits insuffisants' when short; one idempotency key per click.",
  })
  boostMyProfile(
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<BoostResult> {
    return this.rpc.request(ProfilesBoostsRpc.boost, { idempotencyKey }, { actor });
  }
}
