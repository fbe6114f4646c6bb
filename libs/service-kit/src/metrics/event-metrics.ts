import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** `result`: `ok`, `retry` (the handler failed, JetStream redelivers later) or `dropped` (malformed). */
export const eventsHandled = new Counter({
  name: 'liggeey_events_handled_total',
  help: 'JetStream events delivered to this service, by event and result.',
  labelNames: ['event', 'result'] as const,
  registers: [metricsRegistry],
});

/** What a durable consumer still has to do, read from JetStream when scraped. */
type ConsumerLag = () => Promise<{ num_pending: number; num_ack_pending: number }>;

const consumers = new Map<string, ConsumerLag>();

/** Events published but not yet acknowledged by this service, per durable consumer. */
export const jetstreamConsumerLag = new Gauge({
  name: 'liggeey_jetstream_consumer_lag',
  help: 'Events of each durable consumer not yet delivered or not yet acknowledged.',
  labelNames: ['durable'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...consumers].map(async ([durable, lag]) => {
        // A consumer JetStream cannot describe right now is left out rather than reported as 0.
        const info = await lag().catch(() => undefined);
        if (info) this.set({ durable }, info.num_pending + info.num_ack_pending);
      }),
    );
  },
});

/** Reports the consumer's lag until the returned function is called. */
export function trackConsumerLag(durable: string, lag: ConsumerLag): () => void {
  consumers.set(durable, lag);
  return () => consumers.delete(durable);
}
