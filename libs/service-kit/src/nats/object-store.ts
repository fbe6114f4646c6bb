import { Objm, type ObjectStore } from '@nats-io/obj';
import { type NatsConnection } from '@nats-io/transport-node';

/**
 * A JetStream object store (created on first use, then reused): files too large for one NATS
 * message, handed from one process to another.
 */
export function lazyObjectStore(connection: NatsConnection, bucket: string): () => Promise<ObjectStore> {
  let store: Promise<ObjectStore> | undefined;
  return () => {
    if (!store) {
      store = new Objm(connection).create(bucket);
      // A failed creation is not kept: the next use tries again.
      store.catch(() => (store = undefined));
    }
    return store;
  };
}
