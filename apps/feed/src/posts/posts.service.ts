import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  type FeedPageDto,
  type FeedPageRequestDto,
  type FeedPostDto,
  FeedEvents,
  POST_DELETE_FORBIDDEN_MESSAGE,
  POST_NOT_FOUND_MESSAGE,
  type PostInputDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { isUuid, mayDelete, requireSignedIn } from '../access.js';
import { decodeCursor, pageOf } from '../cursor.js';
import { FirstPageCache } from '../first-page/first-page-cache.js';
import { toFeedPostDto, toPostDto } from './post-rows.js';
import { PostsRepository } from './posts.repository.js';

/** The news feed's posts: the paged feed, publication and deletion. */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly events: EventPublisher,
    private readonly firstPages: FirstPageCache,
  ) {}

  async list(actor: Actor | null, request: FeedPageRequestDto): Promise<FeedPageDto> {
    requireSignedIn(actor);
    const after = decodeCursor(request.after);
    if (after) {
      const rows = await this.posts.newestFirst(after, request.first + 1, actor.id);
      return pageOf(rows, request.first, toFeedPostDto);
    }
    // Everyone opens the feed on the same newest posts: that page is shared, with who liked each
    // of its posts, so a viewer's own likes cost no query.
    const { posts, nextCursor, likers } = await this.firstPages.page(request.first, async () => {
      const rows = await this.posts.newestFirst(null, request.first + 1, null);
      const { items, nextCursor: next } = pageOf(rows, request.first, toPostDto);
      return {
        posts: items,
        nextCursor: next,
        likers: await this.posts.likersOf(items.map((post) => post.id)),
      };
    });
    return {
      items: posts.map((post) => ({ ...post, likedByMe: likers.get(post.id)?.has(actor.id) ?? false })),
      nextCursor,
    };
  }

  /** The contract has trimmed the text and refused a blank one; the gateway checked the media's owner. */
  async create(actor: Actor | null, input: PostInputDto): Promise<FeedPostDto> {
    requireSignedIn(actor);
    const id = await this.posts.create(actor.id, input.content, input.mediaUrl);
    this.firstPages.forget();
    const row = await this.posts.byId(id, actor.id);
    if (!row) throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    await this.events.publish(FeedEvents.postCreated, { post: toPostDto(row) }, `post-created-${id}`);
    return toFeedPostDto(row);
  }

  /** The author or an admin; the gateway removes the media when it sees `feed.post.deleted`. */
  async delete(actor: Actor | null, id: string): Promise<void> {
    requireSignedIn(actor);
    const post = isUuid(id) ? await this.posts.owner(id) : null;
    if (!post) throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    if (!mayDelete(actor, post.userId))
      throw new DomainException(ErrorCode.Forbidden, POST_DELETE_FORBIDDEN_MESSAGE);
    if (!(await this.posts.delete(id))) throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    this.firstPages.forget();
    await this.events.publish(
      FeedEvents.postDeleted,
      { postId: id, mediaUrl: post.mediaUrl },
      `post-deleted-${id}`,
    );
  }
}
