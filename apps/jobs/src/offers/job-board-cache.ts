import { Inject, Injectable } from '@nestjs/common';
import { type JobBoardPageDto, type JobSearchDto } from '@liggeey/contracts';
import { APP_CONFIG, ReusedAnswers } from '@liggeey/service-kit';
import { type JobsConfig } from '../config/jobs-config.js';

/** Recent pages of the job board by search (see JOBS_CACHE_TTL_MS); none when the TTL is 0. */
@Injectable()
export class JobBoardCache {
  private readonly pages: ReusedAnswers<JobBoardPageDto>;

  constructor(@Inject(APP_CONFIG) config: JobsConfig) {
    this.pages = new ReusedAnswers('job_board_pages', config.JOBS_CACHE_TTL_MS);
  }

  page(search: JobSearchDto, read: () => Promise<JobBoardPageDto>): Promise<JobBoardPageDto> {
    // The parsed search: every field, always in the same order.
    const key = JSON.stringify(search);
    return this.pages.get(key, read);
  }

  /** After a change of an offer: the next reads see it. */
  forget(): void {
    this.pages.forget();
  }
}
