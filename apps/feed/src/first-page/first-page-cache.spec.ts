import { type PostDto } from '@liggeey/contracts';
import { type EventWatcher } from '@liggeey/service-kit';
import { describe, expect, it } from 'vitest';
import { type FeedConfig } from '../config/feed-config.js';
import { FirstPageCache, type SharedFeedPage } from './first-page-cache.js';

const post = (id: string): PostDto => ({
  id,
  author: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Awa Ndiaye', profilePicUrl: null },
  content: 'Bonjour',
  mediaUrl: null,
  mediaType: null,
  likeCount: 0,
  commentCount: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const cache = (ttl: number) =>
  new FirstPageCache(
    { FEED_CACHE_TTL_MS: ttl } as FeedConfig,
    { watch: () => undefined } as unknown as EventWatcher,
  );

/** A read that makes a new page each time, named after the count of reads so far. */
const counter = () => {
  let reads = 0;
  const read = (): Promise<SharedFeedPage> =>
    Promise.resolve({ posts: [post(`p${++reads}`)], nextCursor: null, likers: new Map() });
  return { read, reads: () => reads };
};

describe('FirstPageCache', () => {
  it('reads each page size once while it is fresh', async () => {
    const pages = cache(60_000);
    const { read, reads } = counter();

    const first = await pages.page(10, read);
    expect(await pages.page(10, read)).toBe(first);
    expect((await pages.page(20, read)).posts[0]?.id).toBe('p2');
    expect(reads()).toBe(2);
  });

  it('reads again after forget(), as after a post, like or comment', async () => {
    const pages = cache(60_000);
    const { read } = counter();

    await pages.page(10, read);
    pages.forget();
    expect((await pages.page(10, read)).posts[0]?.id).toBe('p2');
  });

  it('never reuses a page when the TTL is 0', async () => {
    const pages = cache(0);
    const { read, reads } = counter();

    await pages.page(10, read);
    await pages.page(10, read);
    expect(reads()).toBe(2);
  });
});
