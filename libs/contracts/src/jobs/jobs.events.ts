import { z } from 'zod';
import { defineEvent } from '../common/events.js';

export const APPLICATION_STATUSES = ['PENDING', 'SHORTLISTED', 'ACCEPTED', 'DECLINED'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationEventSchema = z.object({
  applicationId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  employerId: z.uuid(),
  workerId: z.uuid(),
  status: applicationStatusSchema,
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** Facts the jobs service publishes (notifications, review rights). */
export const JobsEvents = {
  /** A worker applied to a job. */
  applicationCreated: defineEvent('jobs.application.created', applicationEventSchema),
  /** The employer shortlisted, accepted or declined an application. */
  applicationStatusChanged: defineEvent('jobs.application.status-changed', applicationEventSchema),
} as const;
