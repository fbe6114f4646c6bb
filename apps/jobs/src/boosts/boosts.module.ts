import { Module } from '@nestjs/common';
import { PaidActions } from '@liggeey/service-kit';
import { OffersModule } from '../offers/offers.module.js';
import { BoostsController } from './boosts.controller.js';
import { BoostsRepository } from './boosts.repository.js';
import { BoostsService } from './boosts.service.js';

@Module({
  imports: [OffersModule],
  controllers: [BoostsController],
  providers: [BoostsService, BoostsRepository, PaidActions],
})
export class BoostsModule {}
