import { Module } from '@nestjs/common';
import { ProfilesLifecycleListener } from './profiles-lifecycle.listener.js';
import { ProfilesRepository } from './profiles.repository.js';

@Module({ providers: [ProfilesRepository, ProfilesLifecycleListener] })
export class ProfilesModule {}
