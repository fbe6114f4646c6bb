import { Module } from '@nestjs/common';
import { ProfileCards } from './profile-cards.js';
import { ProfilesLifecycleListener } from './profiles-lifecycle.listener.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  controllers: [ProfilesController],
  providers: [ProfilesRepository, ProfilesService, ProfilesLifecycleListener, ProfileCards],
  exports: [ProfilesRepository, ProfileCards],
})
export class ProfilesModule {}
