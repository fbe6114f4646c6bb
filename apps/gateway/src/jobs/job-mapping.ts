import { type ApplicationDto, type JobDto } from '@liggeey/contracts';
import { type Job, type JobApplication } from './jobs.types.js';

/** The viewer's own application carries its job: the job itself. */
export function toJob(dto: JobDto): Job {
  const job: Job = { ...dto, sponsored: dto.boosted, myApplication: null };
  if (dto.myApplication) job.myApplication = { ...dto.myApplication, job };
  return job;
}

export function toApplication(dto: ApplicationDto): JobApplication {
  return { ...dto, job: toJob(dto.job) };
}
