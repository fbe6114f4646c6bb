import { Inject, Injectable } from '@nestjs/common';
import { type PostDto } from '@liggeey/contracts';
import { APP_CONFIG } from '@liggeey/service-kit';
import { LRUCache } from 'lru-cache';
import { type FeedConfig } from '../config/feed-config.js';

/** The feed's first page as every viewer sees it, before their own likes are added. */
export interface SharedFeedPage {
  posts: readonly PostDto[];
  nextCursor: string | null;
}

/** Recent first pages of the feed by size (see FEED_CACHE_TTL_MS); none when the TTL is 0. */
@Injectable()
export class FirstPageCache {
  private readonly pages: LRUCache<number, SharedFeedPage> | undefined;

  constructor(@Inject(APP_CONFIG) config: FeedConfig) {
    const ttl = config.FEED_CACHE_TTL_MS;
    this.pages = ttl > 0 ? new LRUCache({ max: 20, ttl }) : undefined;
  }

  async page(size: number, read: () => Promise<SharedFeedPage>): Promise<SharedFeedPage> {
    const cached = this.pages?.get(size);
    if (cached) return cached;
    const page = await read();
    this.pages?.set(size, page);
    return page;
  }

  /** After a post, like or comment changed: the next reads see it. */
  forget(): void {
    this.pages?.clear();
  }
}
