import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  FeedEvents,
  POST_NOT_FOUND_MESSAGE,
  type PostLikeStateDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { randomUUID } from 'node:crypto';
import { isUuid, requireSignedIn } from '../access.js';
import { FirstPageCache } from '../first-page/first-page-cache.js';
import { LikesRepository } from './likes.repository.js';

/** Spec §4: a like toggles on or off, one per person and post. */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly events: EventPublisher,
    private readonly firstPages: FirstPageCache,
  ) {}

  async toggle(actor: Actor | null, postId: string): Promise<PostLikeStateDto> {
    requireSignedIn(actor);
    const state = isUuid(postId) ? await this.likes.toggle(postId, actor.id) : null;
    if (!state) throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    this.firstPages.forget();
    // Each toggle is its own fact (liking twice in a row happens), hence a fresh id.
    await this.events.publish(
      FeedEvents.likeChanged,
      {
        postId,
        userId: actor.id,
        liked: state.liked,
        likes: state.likeCount,
        ...(state.authorId ? { postAuthorId: state.authorId } : {}),
      },
      randomUUID(),
    );
    return { postId, liked: state.liked, likeCount: state.likeCount };
  }
}
