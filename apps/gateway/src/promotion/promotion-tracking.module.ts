import { Module } from '@nestjs/common';
import { PromotionTracker } from './promotion-tracker.js';

/** One tracker (one Redis connection) for the job board, the directory and the store. */
@Module({ providers: [PromotionTracker], exports: [PromotionTracker] })
export class PromotionTrackingModule {}
