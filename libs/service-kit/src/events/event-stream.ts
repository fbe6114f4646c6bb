import { eventSubject, eventsStreamName } from '@liggeey/contracts';
import { type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';

const DAY_NS = 24 * 60 * 60 * 1_000_000_000;

/**
 * Creates the events stream, or brings its settings up to date. Every service calls this at
 * start, so whichever starts first creates it.
 */
export async function ensureEventStream(manager: JetStreamManager, namespace: string): Promise<void> {
  const name = eventsStreamName(namespace);
  const config = {
    name,
    subjects: [eventSubject(namespace, '>')],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    // Long enough for a service that was down over a weekend to catch up.
    max_age: 7 * DAY_NS,
    // A publish retried with the same event id within this window is stored once.
    duplicate_window: 2 * 60 * 1_000_000_000,
  };
  try {
    await manager.streams.info(name);
    await manager.streams.update(name, config);
  } catch (error) {
    if (!isStreamNotFound(error)) throw error;
    await manager.streams.add(config);
  }
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof Error && /stream not found/i.test(error.message);
}
