import type { PromotableJobsQuery } from '../../../graphql/generated/graphql';

export type JobOption = PromotableJobsQuery['adminJobs'][number];

export function jobLabel(job: JobOption): string {
  return `${job.title} – ${job.employerName}`;
}
