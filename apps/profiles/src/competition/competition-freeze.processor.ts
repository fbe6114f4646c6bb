import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import { DAKAR_MIDNIGHT, scheduleJob } from '@liggeey/service-kit';
import { type Queue } from 'bullmq';
import { CompetitionService } from './competition.service.js';

/** The queue of the job that freezes a month's standings once it is over. */
export const COMPETITION_QUEUE = 'profiles-competition';
export const FREEZE_JOB = 'freeze-past-months';

/**
 * A BullMQ job scheduler (one schedule in Redis whatever the number of instances) runs the freeze
 * every day at midnight, Dakar time: the run of the 1st freezes the month just over, and a run
 * missed while the service was down is caught up by the next one.
 */
@Processor(COMPETITION_QUEUE, { concurrency: 1 })
export class CompetitionFreezeProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(COMPETITION_QUEUE) private readonly queue: Queue,
    private readonly competition: CompetitionService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await scheduleJob(this.queue, FREEZE_JOB, DAKAR_MIDNIGHT);
  }

  /** Resolves with the months it froze. */
  process(): Promise<string[]> {
    return this.competition.freezePastMonths();
  }
}
