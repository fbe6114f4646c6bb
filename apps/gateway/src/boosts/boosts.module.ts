import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { BoostsResolver } from './boosts.resolver.js';
import { BoostsService } from './boosts.service.js';

@Module({ imports: [JobsModule], providers: [BoostsResolver, BoostsService] })
export class BoostsModule {}
