import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { postCommentSchema, postSchema } from './posts.contracts.js';

/**
 * Facts the feed service publishes. The gateway forwards every `feed.*` event to the socket room
 * `feed` as is, so each payload carries what the page needs to update in place.
 */
export const FeedEvents = {
  /** A new post, as every viewer sees it (nobody has liked it yet). */
  postCreated: defineEvent('feed.post.created', z.object({ post: postSchema })),
  /** Deleted by its author, an admin, or with its author's account; the gateway then removes the media. */
  postDeleted: defineEvent(
    'feed.post.deleted',
    z.object({ postId: z.uuid(), mediaUrl: z.string().nullable() }),
  ),
  /**
   * Someone liked or unliked a post; `likes` is the new count. `postAuthorId` (absent from events
   * published before it existed) lets the competition credit the author.
   */
  likeChanged: defineEvent(
    'feed.like.changed',
    z.object({
      postId: z.uuid(),
      userId: z.uuid(),
      liked: z.boolean(),
      likes: z.number().int().min(0),
      postAuthorId: z.uuid().optional(),
    }),
  ),
  /** `comments` is the post's new comment count. */
  commentCreated: defineEvent(
    'feed.comment.created',
    z.object({ postId: z.uuid(), comment: postCommentSchema, comments: z.number().int().min(0) }),
  ),
  commentDeleted: defineEvent(
    'feed.comment.deleted',
    z.object({ postId: z.uuid(), commentId: z.uuid(), comments: z.number().int().min(0) }),
  ),
} as const;

export type FeedPostCreated = z.infer<typeof FeedEvents.postCreated.payload>;
export type FeedPostDeleted = z.infer<typeof FeedEvents.postDeleted.payload>;
export type FeedLikeChanged = z.infer<typeof FeedEvents.likeChanged.payload>;
export type FeedCommentCreated = z.infer<typeof FeedEvents.commentCreated.payload>;
export type FeedCommentDeleted = z.infer<typeof FeedEvents.commentDeleted.payload>;
