import { Module } from '@nestjs/common';
import { CompetitionLedgerModule } from '../competition/competition-ledger.module.js';
import { ReviewGrantsListener } from './review-grants.listener.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [CompetitionLedgerModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewGrantsListener],
})
export class ReviewsModule {}
