import { Inject, Injectable } from '@nestjs/common';
import { trainingFilesBucket } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, type ServiceConfig, lazyObjectStore } from '@liggeey/service-kit';
import { type ObjectStore } from '@nats-io/obj';
import { type NatsConnection } from '@nats-io/transport-node';

/** Uploaded files, in the NATS object store the gateway writes them to (under their SHA-256). */
@Injectable()
export class TrainingFiles {
  private readonly bucket: () => Promise<ObjectStore>;

  constructor(
    @Inject(NATS_CONNECTION) connection: NatsConnection,
    @Inject(APP_CONFIG) config: ServiceConfig,
  ) {
    this.bucket = lazyObjectStore(connection, trainingFilesBucket(config.NATS_NAMESPACE));
  }

  async read(sha256: string): Promise<Uint8Array | null> {
    return (await this.bucket()).getBlob(sha256);
  }

  async remove(sha256: string): Promise<void> {
    await (await this.bucket()).delete(sha256);
  }
}
