import type { Queue } from 'bullmq';

/** Every day at midnight in Dakar: the platform's day (Senegal lives on UTC, as its database). */
export const DAKAR_MIDNIGHT = { pattern: '0 0 * * *', tz: 'Africa/Dakar' } as const;

/**
 * Runs `job` on `queue` on `repeat` through a BullMQ job scheduler: one schedule in Redis whatever
 * the number of instances, the last hundred runs and failures kept for inspection.
 */
export async function scheduleJob(
  queue: Queue,
  job: string,
  repeat: Parameters<Queue['upsertJobScheduler']>[1],
): Promise<void> {
  await queue.upsertJobScheduler(job, repeat, {
    name: job,
    opts: { removeOnComplete: 100, removeOnFail: 100 },
  });
}
