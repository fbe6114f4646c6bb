import { Inject, Injectable } from '@nestjs/common';
import { type JobBoardPageDto, type JobSearchDto } from '@liggeey/contracts';
import { APP_CONFIG, deepFreeze } from '@liggeey/service-kit';
import { LRUCache } from 'lru-cache';
import { type JobsConfig } from '../config/jobs-config.js';

/** Recent pages of the job board by search (see JOBS_CACHE_TTL_MS); none when the TTL is 0. */
@Injectable()
export class JobBoardCache {
  private readonly pages: LRUCache<string, JobBoardPageDto> | undefined;

  constructor(@Inject(APP_CONFIG) config: JobsConfig) {
    const ttl = config.JOBS_CACHE_TTL_MS;
    this.pages = ttl > 0 ? new LRUCache({ max: 1_000, ttl }) : undefined;
  }

  async page(search: JobSearchDto, read: () => Promise<JobBoardPageDto>): Promise<JobBoardPageDto> {
    if (!this.pages) return read();
    const key = JSON.stringify([
      search.q,
      search.category,
      search.contractType,
      search.location,
      search.page,
      search.pageSize,
    ]);
    const cached = this.pages.get(key);
    if (cached) return cached;
    // Frozen: NATS answers with the same JSON for as long as the page is reused.
    const page = deepFreeze(await read());
    this.pages.set(key, page);
    return page;
  }

  /** After a change of an offer: the next reads see it. */
  forget(): void {
    this.pages?.clear();
  }
}
