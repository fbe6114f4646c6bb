import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { AvailabilityRanksProcessor, SEARCH_QUEUE } from './availability-ranks.processor.js';
import { WorkerSearchController } from './worker-search.controller.js';
import { WorkerSearchRepository } from './worker-search.repository.js';
import { WorkerSearchService } from './worker-search.service.js';

@Module({
  imports: [ProfilesModule, BullModule.registerQueue({ name: SEARCH_QUEUE })],
  controllers: [WorkerSearchController],
  providers: [WorkerSearchService, WorkerSearchRepository, AvailabilityRanksProcessor],
})
export class SearchModule {}
