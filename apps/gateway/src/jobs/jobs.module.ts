import { Module } from '@nestjs/common';
import { JobApplicationsResolver } from './job-applications.resolver.js';
import { JobBoardAnswers } from './job-board-answers.js';
import { JobsResolver } from './jobs.resolver.js';

@Module({ providers: [JobsResolver, JobApplicationsResolver, JobBoardAnswers], exports: [JobBoardAnswers] })
export class JobsModule {}
