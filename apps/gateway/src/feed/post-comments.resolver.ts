import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, FeedCommentsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PostComment, PostCommentPage } from './feed.types.js';
import { Limited } from '../abuse/limited.decorator.js';

/** Comments under the feed's posts. */
@Resolver(() => PostComment)
export class PostCommentsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @SignedIn()
  @Query(() => PostCommentPage, { description: "A post's comments, oldest first, paged by cursor." })
  postComments(
    @Args('postId', { type: () => ID }) postId: string,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<PostCommentPage> {
    return this.rpc.request(FeedCommentsRpc.list, { postId, after, first: first ?? undefined }, { actor });
  }

  @SignedIn()
  @Limited('comment')
  @Mutation(() => PostComment, { description: 'Blank text is refused.' })
  addPostComment(
    @Args('postId', { type: () => ID }) postId: string,
    @Args('content') content: string,
    @CurrentActor() actor: Actor,
  ): Promise<PostComment> {
    return this.rpc.request(FeedCommentsRpc.create, { input: { postId, content } }, { actor });
  }

  @SignedIn()
  @Mutation(() => Boolean, { description: 'The author or an admin.' })
  async deletePostComment(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(FeedCommentsRpc.delete, { id }, { actor });
    return true;
  }
}
