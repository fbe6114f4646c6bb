import { Module } from '@nestjs/common';
import { ProfilesLifecycleListener } from './profiles-lifecycle.listener.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  controllers: [ProfilesController],
  providers: [ProfilesRepository, ProfilesService, ProfilesLifecycleListener],
  exports: [ProfilesRepository],
})
export class ProfilesModule {}
