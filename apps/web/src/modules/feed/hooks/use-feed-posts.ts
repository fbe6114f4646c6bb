import { useInfiniteQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/client';
import { FEED_KEY } from '../feed-cache';
import { FeedPostsQuery } from '../graphql/feed.graphql';

/** Posts per request: a screenful on a phone, a small answer on a slow network. */
export const FEED_PAGE_SIZE = 10;

/** The feed, newest first, one page per cursor. */
export function useFeedPosts() {
  return useInfiniteQuery({
    queryKey: FEED_KEY,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await graphqlRequest(FeedPostsQuery, { after: pageParam, first: FEED_PAGE_SIZE }, { signal }))
        .feedPosts,
    getNextPageParam: (last) => last.nextCursor,
  });
}
