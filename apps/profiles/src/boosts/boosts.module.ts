import { Module } from '@nestjs/common';
import { NatsClientModule, PaidActions } from '@liggeey/service-kit';
import { ProfileBoostsController } from './boosts.controller.js';
import { ProfileBoostsRepository } from './boosts.repository.js';
import { ProfileBoostsService } from './boosts.service.js';

@Module({
  imports: [NatsClientModule.forService('profiles-client')],
  controllers: [ProfileBoostsController],
  providers: [ProfileBoostsService, ProfileBoostsRepository, PaidActions],
})
export class ProfileBoostsModule {}
