import { Args, ID, Info, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, ProfilesRpc, type RpcRequest } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type GraphQLResolveInfo } from 'graphql';
import { Public, Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { selectsField } from '../common/field-selection.js';
import { PromotionTracker } from '../promotion/promotion-tracker.js';
import { WorkerSearchAnswers } from './worker-search-answers.js';
import {
  Locality,
  Profile,
  ProfileUpdateInput,
  WorkerSearchInput,
  WorkerSearchResult,
} from './profile.types.js';

/**
 * Profiles, the talent directory and the worker search; the profiles service applies every rule.
 * Sponsored profiles listed or opened are counted for /admin/promotion.
 */
@Resolver()
export class ProfilesResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly promotion: PromotionTracker,
    private readonly answers: WorkerSearchAnswers,
  ) {}

  @Public()
  @Query(() => [Locality], { description: 'All localities, ordered by city then name (public).' })
  localities(@CurrentActor() actor: Actor | null): Promise<Locality[]> {
    return this.rpc.request(ProfilesRpc.localities, {}, { actor });
  }

  @SignedIn()
  @Query(() => Profile, { description: "A profile. NOT_FOUND -> 'Profil introuvable'." })
  async profile(@Args('id', { type: () => ID }) id: string, @CurrentActor() actor: Actor): Promise<Profile> {
    const profile = await this.rpc.request(ProfilesRpc.get, { id }, { actor });
    if (profile.boosted) this.promotion.opened('profile', profile.id);
    return profile;
  }

  @SignedIn()
  @Query(() => Profile, { description: "The signed-in user's own profile (contact included)." })
  myProfile(@CurrentActor() actor: Actor): Promise<Profile> {
    return this.rpc.request(ProfilesRpc.mine, {}, { actor });
  }

  @SignedIn()
  @Query(() => WorkerSearchResult, {
    description: 'Talent directory /profiles (any signed-in user): worker profiles.',
  })
  workers(
    @Args('input', { type: () => WorkerSearchInput, nullable: true }) input: WorkerSearchInput | null,
    @CurrentActor() actor: Actor,
    @Info() info: GraphQLResolveInfo,
  ): Promise<WorkerSearchResult> {
    return this.search(searchRequest(input, false, info), actor);
  }

  @Roles('employer', 'admin')
  @Query(() => WorkerSearchResult, {
    description:
      "/search (employers and admins): q required, blank -> VALIDATION_FAILED 'Veuillez entrer un terme de recherche.'",
  })
  searchWorkers(
    @Args('input', { type: () => WorkerSearchInput }) input: WorkerSearchInput,
    @CurrentActor() actor: Actor,
    @Info() info: GraphQLResolveInfo,
  ): Promise<WorkerSearchResult> {
    return this.search(searchRequest(input, true, info), actor);
  }

  @Roles('employer')
  @Query(() => [Profile], { description: 'Available workers for the employer dashboard (newest first).' })
  availableWorkers(
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 2 }) limit: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<Profile[]> {
    return this.rpc.request(ProfilesRpc.availableWorkers, { limit: limit ?? 2 }, { actor });
  }

  /** Null for a column that cannot be empty means "leave it": only absent and null are alike there. */
  @SignedIn()
  @Mutation(() => Profile)
  async updateMyProfile(
    @Args('input', { type: () => ProfileUpdateInput }) input: ProfileUpdateInput,
    @CurrentActor() actor: Actor,
  ): Promise<Profile> {
    const profile = await this.rpc.request(
      ProfilesRpc.update,
      {
        fullName: input.fullName ?? undefined,
        profession: input.profession,
        category: input.category,
        description: input.description,
        phone: input.phone,
        address: input.address,
        localityId: input.localityId,
        available: input.available ?? undefined,
        availableFrom: input.availableFrom,
        price: input.price,
      },
      { actor },
    );
    this.answers.forget();
    return profile;
  }

  private async search(
    request: RpcRequest<typeof ProfilesRpc.search>,
    actor: Actor,
  ): Promise<WorkerSearchResult> {
    const result = await this.answers.search(request, actor);
    this.promotion.shown(
      'profile',
      result.items.filter((profile) => profile.boosted).map((profile) => profile.id),
    );
    return result;
  }
}

/**
 * The contract validates every field (distances, page size, term) with French messages. Whom the
 * viewer follows is read only when the query asks: the rest of a page is the same for everyone.
 */
function searchRequest(
  input: WorkerSearchInput | null,
  requireQuery: boolean,
  info: GraphQLResolveInfo,
): RpcRequest<typeof ProfilesRpc.search> {
  return {
    q: input?.q,
    profession: input?.profession,
    maxPrice: input?.maxPrice,
    localityId: input?.localityId,
    distanceKm: input?.distanceKm,
    availability: input?.availability,
    sort: input?.sort,
    page: input?.page,
    pageSize: input?.pageSize,
    requireQuery,
    withFollows: selectsField(info, ['items', 'followedByMe']),
  };
}
