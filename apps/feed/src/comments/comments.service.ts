import { Injectable } from '@nestjs/common';
import {
  type Actor,
  COMMENT_DELETE_FORBIDDEN_MESSAGE,
  COMMENT_NOT_FOUND_MESSAGE,
  type CommentInputDto,
  type CommentsPageDto,
  type CommentsPageRequestDto,
  ErrorCode,
  FeedEvents,
  POST_NOT_FOUND_MESSAGE,
  type PostCommentDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { isUuid, mayDelete, requireSignedIn } from '../access.js';
import { decodeCursor, pageOf } from '../cursor.js';
import { FirstPageCache } from '../first-page/first-page-cache.js';
import { toCommentDto } from './comment-rows.js';
import { CommentsRepository } from './comments.repository.js';

/** Comments on posts: oldest first, written by anyone signed in, deleted by their author or an admin. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly events: EventPublisher,
    private readonly firstPages: FirstPageCache,
  ) {}

  async list(actor: Actor | null, request: CommentsPageRequestDto): Promise<CommentsPageDto> {
    requireSignedIn(actor);
    const after = decodeCursor(request.after);
    if (!isUuid(request.postId) || !(await this.comments.postExists(request.postId))) {
      throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    }
    const rows = await this.comments.oldestFirst(request.postId, after, request.first + 1);
    return pageOf(rows, request.first, toCommentDto);
  }

  /** The contract has trimmed the text and refused a blank one. */
  async create(actor: Actor | null, input: CommentInputDto): Promise<PostCommentDto> {
    requireSignedIn(actor);
    const created = isUuid(input.postId)
      ? await this.comments.create(input.postId, actor.id, input.content)
      : null;
    if (!created) throw new DomainException(ErrorCode.NotFound, POST_NOT_FOUND_MESSAGE);
    this.firstPages.forget();
    const comment = toCommentDto(created.comment);
    await this.events.publish(
      FeedEvents.commentCreated,
      { postId: comment.postId, comment, comments: created.commentCount },
      `comment-created-${comment.id}`,
    );
    return comment;
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireSignedIn(actor);
    const comment = isUuid(id) ? await this.comments.owner(id) : null;
    if (!comment) throw new DomainException(ErrorCode.NotFound, COMMENT_NOT_FOUND_MESSAGE);
    if (!mayDelete(actor, comment.userId)) {
      throw new DomainException(ErrorCode.Forbidden, COMMENT_DELETE_FORBIDDEN_MESSAGE);
    }
    const removed = await this.comments.delete(id);
    if (!removed) throw new DomainException(ErrorCode.NotFound, COMMENT_NOT_FOUND_MESSAGE);
    this.firstPages.forget();
    await this.events.publish(
      FeedEvents.commentDeleted,
      { postId: comment.postId, commentId: id, comments: removed.commentCount },
      `comment-deleted-${id}`,
    );
  }
}
