import { Module } from '@nestjs/common';
import { PromotionTrackingModule } from '../promotion/promotion-tracking.module.js';
import { ProfilesResolver } from './profiles.resolver.js';
import { WorkerSearchAnswers } from './worker-search-answers.js';

@Module({ imports: [PromotionTrackingModule], providers: [ProfilesResolver, WorkerSearchAnswers] })
export class ProfilesModule {}
