import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, scheduleJob, trackQueueDepth } from '@liggeey/service-kit';
import { type Queue } from 'bullmq';
import { type PaymentsConfig } from '../config/payments-config.js';
import { RECONCILE_JOB, RECONCILIATION_QUEUE } from './reconciliation.queue.js';
import { type ReconciliationReport, ReconciliationService } from './reconciliation.service.js';

/**
 * Runs the reconciliation on a BullMQ job scheduler: one schedule in Redis whatever the number of
 * instances (upserted by each on start), one worker at a time takes each run.
 */
@Processor(RECONCILIATION_QUEUE, { concurrency: 1 })
export class ReconciliationProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(RECONCILIATION_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    private readonly reconciliation: ReconciliationService,
  ) {
    super();
    trackQueueDepth(queue);
  }

  async onApplicationBootstrap(): Promise<void> {
    await scheduleJob(this.queue, RECONCILE_JOB, { every: this.config.RECONCILE_EVERY_MS });
  }

  process(): Promise<ReconciliationReport> {
    return this.reconciliation.run();
  }
}
