import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, ErrorCode, FeedPostsRpc, POST_MEDIA_MESSAGE } from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { Inject } from '@nestjs/common';
import { SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { Post, PostInput, PostLikeState, PostPage } from './feed.types.js';
import { Limited } from '../abuse/limited.decorator.js';

/** The news feed (/feed): the paged posts, publication, deletion and likes. */
@Resolver(() => Post)
export class PostsResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly uploads: UploadsService,
    private readonly pending: PendingUploads,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @SignedIn()
  @Query(() => PostPage, { description: '/feed: newest first, paged by cursor.' })
  feedPosts(
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<PostPage> {
    return this.rpc.request(FeedPostsRpc.list, { after, first: first ?? undefined }, { actor });
  }

  @SignedIn()
  @Limited('post')
  @Mutation(() => Post, { description: 'Text required; the media comes from POST /uploads/post.' })
  async createPost(@Args('input') input: PostInput, @CurrentActor() actor: Actor): Promise<Post> {
    const mediaUrl = input.mediaUrl?.trim() || null;
    // Only the person's own post upload: no hot-linking of other files.
    if (mediaUrl && !mediaUrl.startsWith(this.storage.prefix('posts', actor.id))) {
      throw new DomainException(ErrorCode.ValidationFailed, POST_MEDIA_MESSAGE);
    }
    try {
      return await this.pending.attach([mediaUrl], () =>
        this.rpc.request(FeedPostsRpc.create, { input: { content: input.content, mediaUrl } }, { actor }),
      );
    } catch (error) {
      // A refused post leaves no orphan file behind.
      if (mediaUrl) await this.uploads.removeQuietly(mediaUrl);
      throw error;
    }
  }

  @SignedIn()
  @Mutation(() => Boolean, { description: 'The author or an admin; its media file goes with it.' })
  async deletePost(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(FeedPostsRpc.delete, { id }, { actor });
    return true;
  }

  @SignedIn()
  @Mutation(() => PostLikeState, { description: 'Likes the post, or unlikes it when already liked.' })
  togglePostLike(
    @Args('postId', { type: () => ID }) postId: string,
    @CurrentActor() actor: Actor,
  ): Promise<PostLikeState> {
    return this.rpc.request(FeedPostsRpc.toggleLike, { postId }, { actor });
  }
}
