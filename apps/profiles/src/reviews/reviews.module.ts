import { Module } from '@nestjs/common';
import { ReviewGrantsListener } from './review-grants.listener.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewGrantsListener],
})
export class ReviewsModule {}
