import { Module } from '@nestjs/common';
import { AppearanceController } from './appearance.controller.js';
import { AppearanceRepository } from './appearance.repository.js';
import { AppearanceService } from './appearance.service.js';

@Module({
  controllers: [AppearanceController],
  providers: [AppearanceService, AppearanceRepository],
  exports: [AppearanceService],
})
export class AppearanceModule {}
