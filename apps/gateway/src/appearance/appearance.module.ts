import { Module } from '@nestjs/common';
import { AppearanceResolver } from './appearance.resolver.js';

@Module({ providers: [AppearanceResolver] })
export class AppearanceModule {}
