import { type NatsConnection } from '@nats-io/transport-node';

/**
 * Tells every instance of a service that events of some kind were published, by anyone: a plain
 * NATS subscription on the events' subjects, nothing stored or acknowledged (the events
 * connection's drain ends it). For in-memory views that only need to forget (a reused page), where
 * a missed notice costs at most their TTL.
 */
export class EventWatcher {
  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
  ) {}

  /** `onEvent` runs for each event whose name starts with `<prefix>.` (e.g. 'feed'). */
  watch(prefix: string, onEvent: () => void): void {
    this.connection.subscribe(`${this.namespace}.events.${prefix}.>`, { callback: () => onEvent() });
  }
}
