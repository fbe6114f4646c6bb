import { Module } from '@nestjs/common';
import { CompetitionResolver } from './competition.resolver.js';

@Module({ providers: [CompetitionResolver] })
export class CompetitionModule {}
