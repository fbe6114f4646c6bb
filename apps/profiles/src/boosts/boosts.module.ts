import { Module } from '@nestjs/common';
import { ProfileBoostsController } from './boosts.controller.js';
import { ProfileBoostsRepository } from './boosts.repository.js';
import { ProfileBoostsService } from './boosts.service.js';

@Module({
  controllers: [ProfileBoostsController],
  providers: [ProfileBoostsService, ProfileBoostsRepository],
})
export class ProfileBoostsModule {}
