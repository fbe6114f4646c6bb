import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, ProfilesCompetitionRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Competition, CompetitionContent, CompetitionContentInput } from './competition.types.js';

/** The monthly competition (spec §2, /dashboard/competition). */
@Resolver()
export class CompetitionResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @SignedIn()
  @Query(() => Competition, {
    description: "A month's standings (the current month when absent) with the viewer's own rank.",
  })
  competition(
    @Args('month', { type: () => String, nullable: true }) month: string | null,
    @CurrentActor() actor: Actor,
  ): Promise<Competition> {
    return this.rpc.request(ProfilesCompetitionRpc.standings, { month }, { actor });
  }

  @Roles('admin')
  @Mutation(() => CompetitionContent, {
    description: 'Admin: replaces the prizes and the participation tips.',
  })
  updateCompetitionContent(
    @Args('input', { type: () => CompetitionContentInput }) input: CompetitionContentInput,
    @CurrentActor() actor: Actor,
  ): Promise<CompetitionContent> {
    return this.rpc.request(ProfilesCompetitionRpc.updateContent, input, { actor });
  }
}
