/**
 * Spec §9: the choices of the job form, in the spec's order. Free of zod, so the web app imports
 * them without the validation code (`@liggeey/contracts/job-options`).
 */
export const JOB_CATEGORIES = [
  'Artisanat',
  'Métiers du Digital',
  'Services',
  'Transport & Logistique',
  'BTP',
  'Santé',
  'Vente & Commerce',
  'Autre',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const CONTRACT_TYPES = ['CDI', 'CDD', 'Freelance / Mission', 'Stage', 'Alternance'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Longest texts of a job offer and of an application (characters). */
export const JOB_LIMITS = {
  title: 120,
  description: 5_000,
  location: 120,
  salary: 60,
  applicationMessage: 2_000,
} as const;

/** The job board shows at most this many offers per page. */
export const JOBS_MAX_PAGE_SIZE = 50;

/** /jobs' date filter: offers published within the last day, week or month. */
export const JOB_POSTED_WITHIN = ['DAY', 'WEEK', 'MONTH'] as const;
export type JobPostedWithin = (typeof JOB_POSTED_WITHIN)[number];

/** The salary filter's bounds, in F CFA. */
export const JOB_SALARY_FILTER_MAX = 100_000_000;
