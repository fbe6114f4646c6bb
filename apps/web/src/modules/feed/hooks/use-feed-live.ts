import { useQueryClient } from '@tanstack/react-query';
import type {
  FeedCommentCreated,
  FeedCommentDeleted,
  FeedLikeChanged,
  FeedPostCreated,
  FeedPostDeleted,
} from '@liggeey/contracts';
import { useLiveEvent } from '../../realtime/use-live-event';
import { useLiveReconnect } from '../../realtime/use-live-reconnect';
import { addComment, addPost, removeComment, removePost, setCommentCount, setLikes } from '../feed-cache';

/**
 * Keeps the loaded feed in step with everyone's changes without reloading it: the gateway
 * forwards the feed service's `feed.*` events to every signed-in page.
 */
export function useFeedLive(myId: string): void {
  const client = useQueryClient();
  useLiveEvent<FeedPostCreated>('feed.post.created', ({ post }) =>
    addPost(client, { ...post, likedByMe: false }),
  );
  useLiveEvent<FeedPostDeleted>('feed.post.deleted', ({ postId }) => removePost(client, postId));
  useLiveEvent<FeedLikeChanged>('feed.like.changed', ({ postId, likes, userId, liked }) =>
    setLikes(client, postId, likes, userId === myId ? liked : undefined),
  );
  useLiveEvent<FeedCommentCreated>('feed.comment.created', ({ postId, comment, comments }) => {
    setCommentCount(client, postId, comments);
    addComment(client, comment);
  });
  useLiveEvent<FeedCommentDeleted>('feed.comment.deleted', ({ postId, commentId, comments }) => {
    setCommentCount(client, postId, comments);
    removeComment(client, postId, commentId);
  });
  // What happened while the connection was down is read again.
  useLiveReconnect(() => void client.invalidateQueries({ queryKey: ['feed'] }));
}
