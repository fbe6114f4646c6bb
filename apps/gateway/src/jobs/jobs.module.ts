import { Module } from '@nestjs/common';
import { PromotionTrackingModule } from '../promotion/promotion-tracking.module.js';
import { JobApplicationsResolver } from './job-applications.resolver.js';
import { JobBoardAnswers } from './job-board-answers.js';
import { JobsResolver } from './jobs.resolver.js';

@Module({
  imports: [PromotionTrackingModule],
  providers: [JobsResolver, JobApplicationsResolver, JobBoardAnswers],
  exports: [JobBoardAnswers],
})
export class JobsModule {}
