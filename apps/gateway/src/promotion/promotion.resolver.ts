import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  type CampaignDto,
  type CampaignInputDto,
  ErrorCode,
  JobsPromotionRpc,
  LedgerProductsRpc,
  PROFILES_BY_IDS_MAX,
  ProfilesPromotionRpc,
  ProfilesRpc,
  type PromotionDayStatDto,
  WORKERS_ONLY_CAMPAIGN_MESSAGE,
} from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { JobBoardAnswers } from '../jobs/job-board-answers.js';
import {
  AdminBoost,
  AdminBoostPage,
  GrantedBoost,
  PromotionCampaign,
  PromotionCampaignInput,
  PromotionDayStat,
} from './promotion.types.js';

/**
 * Back office /admin/promotion: boosts (list, offer for free, end early), external campaigns of
 * offers, profiles and products, and the figures of sponsored items. Every change may sponsor or
 * unsponsor an offer, so the gateway's reused board pages are forgotten.
 */
@Resolver()
export class PromotionResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly board: JobBoardAnswers,
  ) {}

  @Roles('admin')
  @Query(() => AdminBoostPage, {
    description: 'Every boost of offers and profiles, active and past, newest first.',
  })
  async adminBoosts(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 50 }) pageSize: number,
    @CurrentActor() actor: Actor,
  ): Promise<AdminBoostPage> {
    if (page < 1 || pageSize < 1 || pageSize > 100 || page * pageSize > 1_000) {
      throw new DomainException(ErrorCode.ValidationFailed, 'Page de boosts invalide.');
    }
    // Page p of the merged list is within the p × size newest of each owner.
    const limit = page * pageSize;
    const [jobs, profiles] = await Promise.all([
      this.rpc.request(JobsPromotionRpc.boosts, { limit }, { actor }),
      this.rpc.request(ProfilesPromotionRpc.boosts, { limit }, { actor }),
    ]);
    const items: AdminBoost[] = [
      ...jobs.items.map(({ jobId, jobTitle, paidById: _paidBy, ...boost }) => ({
        ...boost,
        kind: 'job',
        itemId: jobId,
        itemLabel: jobTitle,
      })),
      ...profiles.items.map(({ profileId, profileName, ...boost }) => ({
        ...boost,
        kind: 'profile',
        itemId: profileId,
        itemLabel: profileName,
        // A profile boost is paid by the worker it boosts.
        paidByName: boost.grantedByAdmin ? null : profileName,
      })),
    ];
    items.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id));
    return { total: jobs.total + profiles.total, items: items.slice(limit - pageSize, limit) };
  }

  @Roles('admin')
  @Mutation(() => GrantedBoost, {
    description:
      'Offers a boost of `days` to an active offer, no credits moved; one idempotency key per click.',
  })
  async grantJobBoost(
    @Args('jobId', { type: () => ID }) jobId: string,
    @Args('days', { type: () => Int }) days: number,
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<GrantedBoost> {
    const result = await this.rpc.request(
      JobsPromotionRpc.grantBoost,
      { jobId, days, idempotencyKey },
      { actor },
    );
    this.board.forget();
    return result;
  }

  @Roles('admin')
  @Mutation(() => Int, { description: "Ends the offer's running boosts now; how many were running." })
  async endJobBoost(
    @Args('jobId', { type: () => ID }) jobId: string,
    @CurrentActor() actor: Actor,
  ): Promise<number> {
    const { ended } = await this.rpc.request(JobsPromotionRpc.endBoost, { jobId }, { actor });
    this.board.forget();
    return ended;
  }

  @Roles('admin')
  @Mutation(() => GrantedBoost, {
    description:
      "Offers a boost of `days` to a worker's profile, no credits moved; one idempotency key per click.",
  })
  grantProfileBoost(
    @Args('profileId', { type: () => ID }) profileId: string,
    @Args('days', { type: () => Int }) days: number,
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<GrantedBoost> {
    return this.rpc.request(ProfilesPromotionRpc.grantBoost, { profileId, days, idempotencyKey }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Int, { description: "Ends the profile's running boosts now; how many were running." })
  async endProfileBoost(
    @Args('profileId', { type: () => ID }) profileId: string,
    @CurrentActor() actor: Actor,
  ): Promise<number> {
    return (await this.rpc.request(ProfilesPromotionRpc.endBoost, { profileId }, { actor })).ended;
  }

  @Roles('admin')
  @Query(() => [PromotionCampaign], { description: 'External campaigns, latest start first.' })
  promotionCampaigns(@CurrentActor() actor: Actor): Promise<CampaignDto[]> {
    return this.rpc.request(JobsPromotionRpc.campaigns, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => PromotionCampaign)
  async createPromotionCampaign(
    @Args('input') input: PromotionCampaignInput,
    @CurrentActor() actor: Actor,
  ): Promise<CampaignDto> {
    const campaign = await this.rpc.request(
      JobsPromotionRpc.createCampaign,
      { input: input as CampaignInputDto, itemLabel: await this.labelOf(input, actor) },
      { actor },
    );
    this.board.forget();
    return campaign;
  }

  @Roles('admin')
  @Mutation(() => PromotionCampaign)
  async updatePromotionCampaign(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: PromotionCampaignInput,
    @CurrentActor() actor: Actor,
  ): Promise<CampaignDto> {
    const campaign = await this.rpc.request(
      JobsPromotionRpc.updateCampaign,
      { id, input: input as CampaignInputDto, itemLabel: await this.labelOf(input, actor) },
      { actor },
    );
    this.board.forget();
    return campaign;
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deletePromotionCampaign(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(JobsPromotionRpc.deleteCampaign, { id }, { actor });
    this.board.forget();
    return true;
  }

  @Roles('admin')
  @Query(() => [PromotionDayStat], {
    description: 'Impressions and clicks of sponsored items per UTC day, from `from` to `to` included.',
  })
  async promotionStats(
    @Args('from') from: string,
    @Args('to') to: string,
    @CurrentActor() actor: Actor,
  ): Promise<PromotionDayStat[]> {
    const stats = await this.rpc.request(JobsPromotionRpc.stats, { from, to }, { actor });
    return this.withProfileNames(stats, actor);
  }

  /**
   * A profile or product is named by its own service (the jobs service names offers): the
   * campaign keeps the name. NOT_FOUND for an unknown one; only workers' profiles are listed.
   */
  private async labelOf(input: PromotionCampaignInput, actor: Actor): Promise<string | null> {
    if (input.itemType === 'profile') {
      const profile = await this.rpc.request(ProfilesRpc.get, { id: input.itemId }, { actor });
      if (profile.type !== 'worker') {
        throw new DomainException(ErrorCode.ValidationFailed, WORKERS_ONLY_CAMPAIGN_MESSAGE);
      }
      return profile.fullName;
    }
    if (input.itemType === 'product') {
      return (await this.rpc.request(LedgerProductsRpc.product, { id: input.itemId })).name;
    }
    return null;
  }

  /** Profiles boosted without a campaign have no saved name: their current one is asked for. */
  private async withProfileNames(stats: PromotionDayStatDto[], actor: Actor): Promise<PromotionDayStat[]> {
    const unnamed = [
      ...new Set(stats.filter((s) => s.itemType === 'profile' && !s.itemLabel).map((s) => s.itemId)),
    ];
    const names = new Map<string, string>();
    for (let start = 0; start < unnamed.length; start += PROFILES_BY_IDS_MAX) {
      const ids = unnamed.slice(start, start + PROFILES_BY_IDS_MAX);
      for (const profile of await this.rpc.request(ProfilesRpc.byIds, { ids }, { actor })) {
        names.set(profile.id, profile.fullName);
      }
    }
    return stats.map((stat) => ({ ...stat, itemLabel: stat.itemLabel ?? names.get(stat.itemId) ?? null }));
  }
}
