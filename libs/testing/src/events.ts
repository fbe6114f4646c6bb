import { type EventContract, type EventEnvelope, eventSubject, eventsStreamName } from '@liggeey/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { type z } from 'zod';

/**
 * A `NATS_NAMESPACE` of its own for a test backend: its RPC subjects, events stream and queues are
 * invisible to anything else (another test file, a developer's running stack).
 */
export function testNamespace(): string {
  return `test_${randomBytes(5).toString('hex')}`;
}

/** Publishes an event as a service would (for a test standing in for the publishing service). */
export async function publishEvent<P extends z.ZodType>(
  natsUrl: string,
  namespace: string,
  event: EventContract<P>,
  payload: z.input<P>,
  id: string = randomUUID(),
): Promise<void> {
  const connection = await connect({ servers: natsUrl });
  try {
    const envelope: EventEnvelope<z.input<P>> = { id, occurredAt: new Date().toISOString(), payload };
    await jetstream(connection).publish(eventSubject(namespace, event), JSON.stringify(envelope), {
      msgID: id,
    });
  } finally {
    await connection.close();
  }
}

/** Removes what an environment namespace left in Redis (its BullMQ queues). */
export async function deleteNamespaceKeys(redisUrl: string, namespace: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

export async function deleteEventsStream(natsUrl: string, namespace: string): Promise<void> {
  const connection = await connect({ servers: natsUrl });
  try {
    const manager = await jetstreamManager(connection);
    await manager.streams.delete(eventsStreamName(namespace)).catch(() => false);
  } finally {
    await connection.close();
  }
}
