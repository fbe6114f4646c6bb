import { Module } from '@nestjs/common';
import { AdminProfilesController } from './admin-profiles.controller.js';
import { AdminProfilesRepository } from './admin-profiles.repository.js';
import { AdminProfilesService } from './admin-profiles.service.js';

@Module({
  controllers: [AdminProfilesController],
  providers: [AdminProfilesService, AdminProfilesRepository],
})
export class AdminProfilesModule {}
