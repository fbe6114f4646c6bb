import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPostsQuery, PostCommentsQuery } from '../../graphql/generated/graphql';

export type FeedPage = FeedPostsQuery['feedPosts'];
export type FeedPost = FeedPage['items'][number];
export type CommentsPage = PostCommentsQuery['postComments'];
export type PostComment = CommentsPage['items'][number];

export const FEED_KEY = ['feed', 'posts'] as const;
export const commentsKey = (postId: string) => ['feed', 'comments', postId] as const;

type Pages<T> = InfiniteData<T, string | null>;

/** Rewrites every loaded post of the feed (the pages stay as they are otherwise). */
function updatePosts(client: QueryClient, update: (items: FeedPost[]) => FeedPost[]): void {
  client.setQueryData<Pages<FeedPage>>(
    FEED_KEY,
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: update(page.items) })) },
  );
}

function updatePost(client: QueryClient, postId: string, change: (post: FeedPost) => FeedPost): void {
  updatePosts(client, (items) => items.map((post) => (post.id === postId ? change(post) : post)));
}

/** A new post goes on top, once (the author sees their own post and its live event). */
export function addPost(client: QueryClient, post: FeedPost): void {
  client.setQueryData<Pages<FeedPage>>(FEED_KEY, (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === post.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
  });
}

export function removePost(client: QueryClient, postId: string): void {
  updatePosts(client, (items) => items.filter((post) => post.id !== postId));
  client.removeQueries({ queryKey: commentsKey(postId) });
}

/** The new count for everyone; the heart only changes for the person who liked. */
export function setLikes(client: QueryClient, postId: string, likeCount: number, likedByMe?: boolean): void {
  updatePost(client, postId, (post) => ({ ...post, likeCount, likedByMe: likedByMe ?? post.likedByMe }));
}

export function setCommentCount(client: QueryClient, postId: string, commentCount: number): void {
  updatePost(client, postId, (post) => ({ ...post, commentCount }));
}

/**
 * A new comment goes at the end of the loaded comments, once, and only when the last page is
 * loaded (otherwise 'Voir plus' brings it in its turn).
 */
export function addComment(client: QueryClient, comment: PostComment): void {
  client.setQueryData<Pages<CommentsPage>>(commentsKey(comment.postId), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === comment.id))) return data;
    const last = data.pages.at(-1);
    if (!last || last.nextCursor) return data;
    return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }] };
  });
}

export function removeComment(client: QueryClient, postId: string, commentId: string): void {
  client.setQueryData<Pages<CommentsPage>>(
    commentsKey(postId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.filter((item) => item.id !== commentId),
        })),
      },
  );
}
