import { Module } from '@nestjs/common';
import { BoostsController } from './boosts.controller.js';
import { BoostsRepository } from './boosts.repository.js';
import { BoostsService } from './boosts.service.js';

@Module({ controllers: [BoostsController], providers: [BoostsService, BoostsRepository] })
export class BoostsModule {}
