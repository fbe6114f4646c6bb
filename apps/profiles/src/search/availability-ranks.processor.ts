import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import { DAKAR_MIDNIGHT, scheduleJob } from '@liggeey/service-kit';
import { type Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { WorkerSearchRepository } from './worker-search.repository.js';

/** The queue of the search's daily upkeep. */
export const SEARCH_QUEUE = 'profiles-search';
export const REFRESH_AVAILABILITY_JOB = 'refresh-availability-ranks';

/**
 * The search reads workers in their stored availability rank (migration 20261128210000): a worker
 * free again from an announced date moves up when the date comes. A BullMQ job scheduler (one
 * schedule whatever the number of instances) runs the move at midnight, Dakar time, the database's
 * day; each start runs it too, so a midnight missed while the service was down is caught up.
 */
@Processor(SEARCH_QUEUE, { concurrency: 1 })
export class AvailabilityRanksProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(SEARCH_QUEUE) private readonly queue: Queue,
    private readonly repository: WorkerSearchRepository,
    private readonly logger: PinoLogger,
  ) {
    super();
    this.logger.setContext(AvailabilityRanksProcessor.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    await scheduleJob(this.queue, REFRESH_AVAILABILITY_JOB, DAKAR_MIDNIGHT);
    await this.process();
  }

  /** Resolves with the number of workers moved. */
  async process(): Promise<number> {
    const moved = await this.repository.refreshAvailabilityRanks();
    if (moved > 0) this.logger.info({ moved }, 'workers available from today moved up in the search');
    return moved;
  }
}
