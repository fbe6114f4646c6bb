import { type NatsConnection } from '@nats-io/transport-node';
import { Counter } from 'prom-client';
import { metricsRegistry } from './registry.js';

export const natsReconnects = new Counter({
  name: 'liggeey_nats_reconnects_total',
  help: 'Times a NATS connection of this process came back after losing its server.',
  labelNames: ['connection'] as const,
  registers: [metricsRegistry],
});

/** Counts the connection's reconnections until it closes. */
export function countReconnects(connection: NatsConnection, name: string): void {
  natsReconnects.inc({ connection: name }, 0);
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'reconnect') natsReconnects.inc({ connection: name });
    }
  })();
}
