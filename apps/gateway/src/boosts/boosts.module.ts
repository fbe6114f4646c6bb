import { Module } from '@nestjs/common';
import { BoostsResolver } from './boosts.resolver.js';
import { BoostsService } from './boosts.service.js';

@Module({ providers: [BoostsResolver, BoostsService] })
export class BoostsModule {}
