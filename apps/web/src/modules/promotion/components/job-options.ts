import type { PromotableJobsQuery, PromotableProfilesQuery } from '../../../graphql/generated/graphql';

export type JobOption = PromotableJobsQuery['adminJobs']['items'][number];
export type ProfileOption = PromotableProfilesQuery['adminUsers']['items'][number];

export function jobLabel(job: JobOption): string {
  return `${job.title} – ${job.employerName}`;
}

export function profileLabel(profile: ProfileOption): string {
  return profile.profession ? `${profile.fullName} – ${profile.profession}` : profile.fullName;
}
