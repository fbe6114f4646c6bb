import { Module } from '@nestjs/common';
import { ApplicationsController } from '../applications/applications.controller.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { JobBoardCache } from './job-board-cache.js';
import { OffersController } from './offers.controller.js';
import { OffersRepository } from './offers.repository.js';
import { OffersService } from './offers.service.js';

/** Offers and their applications share the offer reads (names, counts, the viewer's application). */
@Module({
  controllers: [OffersController, ApplicationsController],
  providers: [OffersRepository, OffersService, ApplicationsRepository, ApplicationsService, JobBoardCache],
  exports: [JobBoardCache, OffersService],
})
export class OffersModule {}
