import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  ErrorCode,
  PORTFOLIO_FILE_MESSAGE,
  ProfilesFollowsRpc,
  ProfilesPortfolioRpc,
  ProfilesReviewsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Profile } from '../profiles/profile.types.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { PortfolioItem, PortfolioItemInput, Review, ReviewInput } from './profile-social.types.js';

/** The social side of a profile page: Suivre, Avis and Réalisations (spec §2). */
@Resolver()
export class ProfileSocialResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly uploads: UploadsService,
    private readonly pending: PendingUploads,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @SignedIn()
  @Mutation(() => Profile, {
    description: 'Follows a profile (idempotent); answers it as the viewer now sees it.',
  })
  async followProfile(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<Profile> {
    await this.rpc.request(ProfilesFollowsRpc.follow, { profileId: id }, { actor });
    return this.rpc.request(ProfilesRpc.get, { id }, { actor });
  }

  @SignedIn()
  @Mutation(() => Profile, { description: 'Stops following a profile (idempotent).' })
  async unfollowProfile(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<Profile> {
    await this.rpc.request(ProfilesFollowsRpc.unfollow, { profileId: id }, { actor });
    return this.rpc.request(ProfilesRpc.get, { id }, { actor });
  }

  @SignedIn()
  @Query(() => [Review], { description: "A worker's reviews, newest first." })
  reviews(
    @Args('workerId', { type: () => ID }) workerId: string,
    @CurrentActor() actor: Actor,
  ): Promise<Review[]> {
    return this.rpc.request(ProfilesReviewsRpc.list, { workerId }, { actor });
  }

  @Roles('employer')
  @Mutation(() => Review, {
    description: 'An employer rates a worker whose application they accepted, once per job.',
  })
  addReview(@Args('input') input: ReviewInput, @CurrentActor() actor: Actor): Promise<Review> {
    return this.rpc.request(ProfilesReviewsRpc.add, input, { actor });
  }

  @SignedIn()
  @Query(() => [PortfolioItem], { description: "A worker's Réalisations, newest first." })
  portfolio(
    @Args('ownerId', { type: () => ID }) ownerId: string,
    @CurrentActor() actor: Actor,
  ): Promise<PortfolioItem[]> {
    return this.rpc.request(ProfilesPortfolioRpc.list, { ownerId }, { actor });
  }

  @Roles('worker')
  @Mutation(() => PortfolioItem, {
    description: 'The worker adds a file uploaded with POST /uploads/portfolio.',
  })
  addPortfolioItem(
    @Args('input') input: PortfolioItemInput,
    @CurrentActor() actor: Actor,
  ): Promise<PortfolioItem> {
    this.checkFile(actor, input.fileUrl);
    return this.pending.attach([input.fileUrl], () =>
      this.rpc.request(ProfilesPortfolioRpc.add, { input }, { actor }),
    );
  }

  @Roles('worker')
  @Mutation(() => PortfolioItem, { description: 'The owner edits an item; a replaced file is removed.' })
  async updatePortfolioItem(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: PortfolioItemInput,
    @CurrentActor() actor: Actor,
  ): Promise<PortfolioItem> {
    this.checkFile(actor, input.fileUrl);
    const { item, replacedFileUrl } = await this.pending.attach([input.fileUrl], () =>
      this.rpc.request(ProfilesPortfolioRpc.update, { id, input }, { actor }),
    );
    if (replacedFileUrl) await this.uploads.removeQuietly(replacedFileUrl);
    return item;
  }

  @Roles('worker')
  @Mutation(() => Boolean, { description: 'The owner deletes an item and its file.' })
  async deletePortfolioItem(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    const { fileUrl } = await this.rpc.request(ProfilesPortfolioRpc.delete, { id }, { actor });
    await this.uploads.removeQuietly(fileUrl);
    return true;
  }

  /** A worker's item must point at their own portfolio upload (other actors are refused by the service). */
  private checkFile(actor: Actor, fileUrl: string): void {
    if (actor.type === 'worker' && !fileUrl.trim().startsWith(this.storage.prefix('portfolio', actor.id))) {
      throw new DomainException(ErrorCode.ValidationFailed, PORTFOLIO_FILE_MESSAGE);
    }
  }
}
