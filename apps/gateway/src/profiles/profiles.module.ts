import { Module } from '@nestjs/common';
import { ProfilesResolver } from './profiles.resolver.js';

@Module({ providers: [ProfilesResolver] })
export class ProfilesModule {}
