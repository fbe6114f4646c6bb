import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, scheduleJob, trackQueueDepth } from '@liggeey/service-kit';
import { type Job, type Queue } from 'bullmq';
import { type GatewayConfig } from '../config/gateway-config.js';
import { OrphanUploadSweep } from './orphan-upload-sweep.js';
import { PublicCvMove, type PublicCvMoveReport } from './public-cv-move.js';

export const FILE_UPKEEP_QUEUE = 'gateway-file-upkeep';
const SWEEP_JOB = 'sweep-orphan-uploads';
const MOVE_CVS_JOB = 'move-public-cvs';

/**
 * The gateway's file upkeep on BullMQ: the orphan sweep on a job scheduler (one schedule whatever
 * the number of instances), and the move of public CVs queued at each start under one job id, so
 * instances starting together run it once; later starts find nothing left to move. It retries
 * with backoff while the profiles service is unavailable.
 */
@Processor(FILE_UPKEEP_QUEUE, { concurrency: 1 })
export class FileUpkeepProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(FileUpkeepProcessor.name);

  constructor(
    @InjectQueue(FILE_UPKEEP_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly sweep: OrphanUploadSweep,
    private readonly cvMove: PublicCvMove,
  ) {
    super();
    trackQueueDepth(queue);
  }

  /** Not awaited: the gateway serves while Redis is down, the jobs are queued once it is back. */
  onApplicationBootstrap(): void {
    this.schedule().catch((error: unknown) =>
      this.logger.error({ err: error }, 'File upkeep jobs not scheduled'),
    );
  }

  process(job: Job): Promise<{ removed: number; failed: number } | PublicCvMoveReport> {
    return job.name === MOVE_CVS_JOB ? this.cvMove.run() : this.sweep.run();
  }

  private async schedule(): Promise<void> {
    await scheduleJob(this.queue, SWEEP_JOB, { every: this.config.UPLOAD_SWEEP_EVERY_MS });
    await this.queue.add(MOVE_CVS_JOB, null, {
      jobId: MOVE_CVS_JOB,
      attempts: 8,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: true,
      removeOnFail: true,
    });
  }
}
