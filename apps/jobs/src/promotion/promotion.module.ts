import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type JobsConfig } from '../config/jobs-config.js';
import { OffersModule } from '../offers/offers.module.js';
import { BoostsAdminRepository } from './boosts-admin.repository.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { PromotionCounters } from './promotion-counters.js';
import { PROMOTION_QUEUE, PromotionFlushProcessor } from './promotion-flush.processor.js';
import { PromotionController } from './promotion.controller.js';
import { PromotionService } from './promotion.service.js';
import { StatsRepository } from './stats.repository.js';

/** The queue lives under the environment's prefix, so test backends never take each other's jobs. */
@Module({
  imports: [
    OffersModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: JobsConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: PROMOTION_QUEUE }),
  ],
  controllers: [PromotionController],
  providers: [
    PromotionService,
    BoostsAdminRepository,
    CampaignsRepository,
    StatsRepository,
    PromotionCounters,
    PromotionFlushProcessor,
  ],
})
export class PromotionModule {}
