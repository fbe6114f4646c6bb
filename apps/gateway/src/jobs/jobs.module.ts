import { Module } from '@nestjs/common';
import { JobApplicationsResolver } from './job-applications.resolver.js';
import { JobBoardAnswers } from './job-board-answers.js';
import { PromotionTracker } from '../promotion/promotion-tracker.js';
import { JobsResolver } from './jobs.resolver.js';

@Module({
  providers: [JobsResolver, JobApplicationsResolver, JobBoardAnswers, PromotionTracker],
  exports: [JobBoardAnswers],
})
export class JobsModule {}
