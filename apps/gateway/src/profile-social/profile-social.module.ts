import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ProfileSocialResolver } from './profile-social.resolver.js';

@Module({ imports: [UploadsModule], providers: [ProfileSocialResolver] })
export class ProfileSocialModule {}
