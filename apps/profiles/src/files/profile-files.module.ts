import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { ProfileFilesController } from './profile-files.controller.js';
import { ProfileFilesRepository } from './profile-files.repository.js';
import { ProfileFilesService } from './profile-files.service.js';

@Module({
  imports: [ProfilesModule],
  controllers: [ProfileFilesController],
  providers: [ProfileFilesService, ProfileFilesRepository],
})
export class ProfileFilesModule {}
