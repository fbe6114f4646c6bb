import { Inject, Injectable } from '@nestjs/common';
import { trainingFilesBucket } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, lazyObjectStore } from '@liggeey/service-kit';
import { type ObjectStore } from '@nats-io/obj';
import { type NatsConnection } from '@nats-io/transport-node';
import { type GatewayConfig } from '../config/gateway-config.js';

/**
 * Hands uploaded training files to the assistant through a NATS object store (chunked, so a
 * 10 MB file fits where one NATS message would not), under the file's SHA-256.
 */
@Injectable()
export class TrainingFiles {
  private readonly store: () => Promise<ObjectStore>;

  constructor(
    @Inject(NATS_CONNECTION) connection: NatsConnection,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.store = lazyObjectStore(connection, trainingFilesBucket(config.NATS_NAMESPACE));
  }

  async put(sha256: string, bytes: Uint8Array): Promise<void> {
    await (await this.store()).putBlob({ name: sha256 }, bytes);
  }
}
