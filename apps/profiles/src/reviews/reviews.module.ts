import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { CompetitionLedgerModule } from '../competition/competition-ledger.module.js';
import { ReviewGrantsListener } from './review-grants.listener.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [CompetitionLedgerModule, ProfilesModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewGrantsListener],
})
export class ReviewsModule {}
