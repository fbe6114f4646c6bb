import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type ServiceConfig } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { SearchWordsModule } from '../search-words/search-words.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';
import { INGESTION_QUEUE } from './ingestion.queue.js';
import { IngestionProcessor } from './ingestion.processor.js';
import { TrainingFiles } from './training-files.js';

/** Training documents: registered through NATS, extracted and indexed by a BullMQ worker in this process. */
@Module({
  imports: [
    SearchWordsModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ServiceConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: INGESTION_QUEUE }),
  ],
  controllers: [DocumentsController],
  providers: [DocumentsService, DocumentsRepository, IngestionProcessor, TrainingFiles],
})
export class DocumentsModule {}
