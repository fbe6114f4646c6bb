import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { BoostsResolver } from './boosts.resolver.js';

@Module({ imports: [JobsModule], providers: [BoostsResolver] })
export class BoostsModule {}
