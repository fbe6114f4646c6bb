import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { PromotionResolver } from './promotion.resolver.js';

@Module({ imports: [JobsModule], providers: [PromotionResolver] })
export class PromotionModule {}
