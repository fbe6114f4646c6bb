import { Inject, Injectable } from '@nestjs/common';
import { type PostDto } from '@liggeey/contracts';
import { APP_CONFIG, ReusedAnswers } from '@liggeey/service-kit';
import { type FeedConfig } from '../config/feed-config.js';

/** The feed's first page as every viewer sees it, before their own likes are added. */
export interface SharedFeedPage {
  posts: readonly PostDto[];
  nextCursor: string | null;
}

/** Recent first pages of the feed by size (see FEED_CACHE_TTL_MS); none when the TTL is 0. */
@Injectable()
export class FirstPageCache {
  private readonly pages: ReusedAnswers<SharedFeedPage>;

  constructor(@Inject(APP_CONFIG) config: FeedConfig) {
    this.pages = new ReusedAnswers(config.FEED_CACHE_TTL_MS, 20);
  }

  page(size: number, read: () => Promise<SharedFeedPage>): Promise<SharedFeedPage> {
    return this.pages.get(String(size), read);
  }

  /** After a post, like or comment changed: the next reads see it. */
  forget(): void {
    this.pages.forget();
  }
}
