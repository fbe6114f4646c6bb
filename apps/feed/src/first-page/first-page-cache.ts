import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type PostDto } from '@liggeey/contracts';
import { APP_CONFIG, EventWatcher, ReusedAnswers } from '@liggeey/service-kit';
import { type FeedConfig } from '../config/feed-config.js';

/** The feed's first page as everyone sees it, with who liked each of its posts. */
export interface SharedFeedPage {
  posts: readonly PostDto[];
  nextCursor: string | null;
  /** Post id → the people who liked it: each viewer's `likedByMe` without a query. */
  likers: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Recent first pages of the feed by size (see FEED_CACHE_TTL_MS); none when the TTL is 0. Every
 * instance forgets them on any `feed.*` event, from whichever instance: a like shows in its
 * author's next page at once.
 */
@Injectable()
export class FirstPageCache implements OnModuleInit {
  private readonly pages: ReusedAnswers<SharedFeedPage>;

  constructor(
    @Inject(APP_CONFIG) config: FeedConfig,
    private readonly watcher: EventWatcher,
  ) {
    this.pages = new ReusedAnswers('feed_first_pages', config.FEED_CACHE_TTL_MS, 20);
  }

  onModuleInit(): void {
    this.watcher.watch('feed', () => this.forget());
  }

  page(size: number, read: () => Promise<SharedFeedPage>): Promise<SharedFeedPage> {
    return this.pages.get(String(size), read);
  }

  /** After a post, like or comment changed: the next reads see it. */
  forget(): void {
    this.pages.forget();
  }
}
