import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type GatewayConfig } from '../config/gateway-config.js';
import { FILE_UPKEEP_QUEUE, FileUpkeepProcessor } from './file-upkeep.processor.js';
import { OrphanUploadSweep } from './orphan-upload-sweep.js';
import { PendingUploads } from './pending-uploads.js';
import { PublicCvMove } from './public-cv-move.js';

/** Uploads waiting to be attached (injectable everywhere), their sweep and the move of public CVs. */
@Global()
@Module({
  imports: [
    // The queue lives under the environment's prefix, so test backends never take each other's jobs.
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: FILE_UPKEEP_QUEUE }),
  ],
  providers: [PendingUploads, OrphanUploadSweep, PublicCvMove, FileUpkeepProcessor],
  exports: [PendingUploads],
})
export class FileUpkeepModule {}
