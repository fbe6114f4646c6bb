import { Inject, Injectable } from '@nestjs/common';
import { trainingFilesBucket } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, type ServiceConfig } from '@liggeey/service-kit';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { type NatsConnection } from '@nats-io/transport-node';

/** Uploaded files, in the NATS object store the gateway writes them to (under their SHA-256). */
@Injectable()
export class TrainingFiles {
  private store: Promise<ObjectStore> | undefined;

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async read(sha256: string): Promise<Uint8Array | null> {
    return (await this.bucket()).getBlob(sha256);
  }

  async remove(sha256: string): Promise<void> {
    await (await this.bucket()).delete(sha256);
  }

  private bucket(): Promise<ObjectStore> {
    this.store ??= new Objm(this.connection).create(trainingFilesBucket(this.config.NATS_NAMESPACE));
    return this.store;
  }
}
