import { Module } from '@nestjs/common';
import { NatsClientModule } from '@liggeey/service-kit';
import { ApplicationsController } from '../applications/applications.controller.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { JobBoardCache } from './job-board-cache.js';
import { JobSearchText } from './job-search-text.js';
import { OffersController } from './offers.controller.js';
import { OffersRepository } from './offers.repository.js';
import { OffersService } from './offers.service.js';

/** Offers and their applications share the offer reads (names, counts, the viewer's application). */
@Module({
  // One connection for the calls to other services: the synonyms here, the ledger for boosts.
  imports: [NatsClientModule.forService('jobs-client')],
  controllers: [OffersController, ApplicationsController],
  providers: [
    OffersRepository,
    OffersService,
    ApplicationsRepository,
    ApplicationsService,
    JobBoardCache,
    JobSearchText,
  ],
  exports: [JobBoardCache, OffersService, NatsClientModule],
})
export class OffersModule {}
