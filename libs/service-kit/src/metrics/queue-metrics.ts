import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** The part of a BullMQ queue the gauge reads. */
export interface CountedQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const STATES = ['waiting', 'active', 'delayed', 'failed'];
const queues = new Map<string, CountedQueue>();

export const queueJobs = new Gauge({
  name: 'liggeey_queue_jobs',
  help: 'BullMQ jobs of this service, by queue and state, read from Redis when scraped.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...queues.values()].map(async (queue) => {
        const counts = await queue.getJobCounts(...STATES).catch(() => undefined);
        for (const state of STATES) {
          if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      }),
    );
  },
});

/** Reports the queue's depth on every scrape. */
export function trackQueueDepth(queue: CountedQueue): void {
  queues.set(queue.name, queue);
}
