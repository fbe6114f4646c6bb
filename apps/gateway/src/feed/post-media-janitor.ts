import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FeedEvents } from '@liggeey/contracts';
import { APP_CONFIG, NATS_CONNECTION, ensureEventStream, startEventConsumer } from '@liggeey/service-kit';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/transport-node';
import { PinoLogger } from 'nestjs-pino';
import { type GatewayConfig } from '../config/gateway-config.js';
import { UploadsService } from '../uploads/uploads.service.js';

/**
 * Removes a deleted post's media file. Files live with the gateway, posts in the feed service, and
 * a post goes in three ways (its author, an admin, its author's account deletion): the feed service
 * announces each on `feed.post.deleted`, and a durable consumer shared by the gateway instances
 * removes the file once, even when the gateway was down at the time.
 */
@Injectable()
export class PostMediaJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop: (() => Promise<void>) | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly uploads: UploadsService,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manager = await jetstreamManager(this.connection);
    await ensureEventStream(manager, this.config.NATS_NAMESPACE);
    this.stop = await startEventConsumer({
      jetstream: jetstream(this.connection),
      manager,
      namespace: this.config.NATS_NAMESPACE,
      service: 'gateway-post-media',
      event: FeedEvents.postDeleted,
      handle: async ({ payload }) => {
        if (payload.mediaUrl) await this.uploads.removeQuietly(payload.mediaUrl);
      },
      logger: this.logger.logger,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.();
  }
}
