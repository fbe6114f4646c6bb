import { Module } from '@nestjs/common';
import { CreditsResolver } from './credits.resolver.js';

@Module({ providers: [CreditsResolver] })
export class CreditsModule {}
