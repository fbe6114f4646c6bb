import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, scheduleJob, trackQueueDepth } from '@liggeey/service-kit';
import { type Queue } from 'bullmq';
import { type JobsConfig } from '../config/jobs-config.js';
import { PromotionCounters } from './promotion-counters.js';

export const PROMOTION_QUEUE = 'jobs-promotion';
const FLUSH_JOB = 'flush-promotion-counters';

/** Flushes the counters on a BullMQ job scheduler: one schedule whatever the number of instances. */
@Processor(PROMOTION_QUEUE, { concurrency: 1 })
export class PromotionFlushProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(PROMOTION_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    private readonly counters: PromotionCounters,
  ) {
    super();
    trackQueueDepth(queue);
  }

  async onApplicationBootstrap(): Promise<void> {
    await scheduleJob(this.queue, FLUSH_JOB, { every: this.config.PROMOTION_FLUSH_EVERY_MS });
  }

  process(): Promise<number> {
    return this.counters.flush();
  }
}
