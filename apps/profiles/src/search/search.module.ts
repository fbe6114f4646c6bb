import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { WorkerSearchController } from './worker-search.controller.js';
import { WorkerSearchRepository } from './worker-search.repository.js';
import { WorkerSearchService } from './worker-search.service.js';

@Module({
  imports: [ProfilesModule],
  controllers: [WorkerSearchController],
  providers: [WorkerSearchService, WorkerSearchRepository],
})
export class SearchModule {}
