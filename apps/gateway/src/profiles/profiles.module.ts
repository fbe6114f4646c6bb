import { Module } from '@nestjs/common';
import { PromotionTrackingModule } from '../promotion/promotion-tracking.module.js';
import { ProfilesResolver } from './profiles.resolver.js';

@Module({ imports: [PromotionTrackingModule], providers: [ProfilesResolver] })
export class ProfilesModule {}
