import { Module } from '@nestjs/common';
import { JobApplicationsResolver } from './job-applications.resolver.js';
import { JobsResolver } from './jobs.resolver.js';

@Module({ providers: [JobsResolver, JobApplicationsResolver] })
export class JobsModule {}
