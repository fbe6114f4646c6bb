import { Inject, Injectable } from '@nestjs/common';
import { type Actor, type JobBoardPageDto, JobsOffersRpc, type jobSearchSchema } from '@liggeey/contracts';
import { APP_CONFIG, NatsRpcClient, ReusedAnswers } from '@liggeey/service-kit';
import { type z } from 'zod';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * The job board's pages as the jobs service answered them (the same for every viewer), reused for
 * JOBS_GATEWAY_CACHE_TTL_MS: a busy board then costs this gateway no NATS round trip. Forgotten at
 * once when an offer changes through this gateway; another gateway's page is at most that old.
 */
@Injectable()
export class JobBoardAnswers {
  private readonly pages: ReusedAnswers<JobBoardPageDto>;

  constructor(
    @Inject(APP_CONFIG) config: GatewayConfig,
    private readonly rpc: NatsRpcClient,
  ) {
    this.pages = new ReusedAnswers('job_board_pages', config.JOBS_GATEWAY_CACHE_TTL_MS);
  }

  /** The page is read for whoever asks first: the jobs service answers every signed-in person alike. */
  page(search: z.input<typeof jobSearchSchema>, actor: Actor): Promise<JobBoardPageDto> {
    return this.pages.get(JSON.stringify(search), () =>
      this.rpc.request(JobsOffersRpc.list, search, { actor }),
    );
  }

  forget(): void {
    this.pages.forget();
  }
}
