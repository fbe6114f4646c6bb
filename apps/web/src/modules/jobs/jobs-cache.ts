/** react-query keys of the job board; every key starts with 'jobs' so one invalidation refreshes them all. */
export const JOBS_KEY = ['jobs'] as const;
export const JOB_LIST_KEY = ['jobs', 'list'] as const;
export const MY_APPLICATIONS_KEY = ['jobs', 'my-applications'] as const;
export const MY_JOBS_KEY = ['jobs', 'my-jobs'] as const;

export const jobApplicationsKey = (jobId: string) => ['jobs', 'applications', jobId] as const;
