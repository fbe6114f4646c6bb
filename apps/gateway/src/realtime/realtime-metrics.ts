import { metricsRegistry } from '@liggeey/service-kit';
import { Gauge } from 'prom-client';

let connectedSockets: () => number = () => 0;

export const realtimeSockets = new Gauge({
  name: 'liggeey_realtime_sockets',
  help: 'Sockets connected to this gateway instance.',
  registers: [metricsRegistry],
  collect() {
    this.set(connectedSockets());
  },
});

/** Where the gauge reads the count from, once the socket server exists. */
export function countSocketsWith(source: () => number): void {
  connectedSockets = source;
}
