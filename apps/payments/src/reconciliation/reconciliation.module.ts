import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type PaymentsConfig } from '../config/payments-config.js';
import { PurchasesModule } from '../purchases/purchases.module.js';
import { ReconciliationProcessor } from './reconciliation.processor.js';
import { RECONCILIATION_QUEUE } from './reconciliation.queue.js';
import { ReconciliationService } from './reconciliation.service.js';

/** The queue lives under the environment's prefix, so test backends never take each other's jobs. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: PaymentsConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: RECONCILIATION_QUEUE }),
    PurchasesModule,
  ],
  providers: [ReconciliationService, ReconciliationProcessor],
})
export class ReconciliationModule {}
