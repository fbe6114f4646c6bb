import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from '../common/admin-list.js';
import { defineQuery, defineRpc } from '../common/rpc.js';
import {
  CONTRACT_TYPES,
  JOBS_MAX_PAGE_SIZE,
  JOB_CATEGORIES,
  JOB_LIMITS,
  JOB_POSTED_WITHIN,
} from './job-options.js';
import { applicationStatusSchema } from './jobs.events.js';

/** Spec §5: title, category, contract type, location and description are required. */
export const JOB_REQUIRED_MESSAGE = 'Veuillez remplir tous les champs.';
export const ALREADY_APPLIED_MESSAGE = 'Vous avez déjà postulé à cette offre.';

const requiredText = (max: number, tooLong: string) =>
  z.string().trim().min(1, { error: JOB_REQUIRED_MESSAGE }).max(max, { error: tooLong });

/** Optional text: trimmed, and empty or missing becomes null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** One of the spec's choices; an empty value is a missing field. */
const choice = <T extends readonly [string, ...string[]]>(values: T, unknown: string) =>
  z
    .string()
    .trim()
    .min(1, { error: JOB_REQUIRED_MESSAGE })
    .pipe(z.enum(values, { error: unknown }));

export const jobInputSchema = z.object({
  title: requiredText(JOB_LIMITS.title, 'Le titre ne doit pas dépasser 120 caractères.'),
  category: choice(JOB_CATEGORIES, 'Veuillez choisir une catégorie de la liste.'),
  contractType: choice(CONTRACT_TYPES, 'Veuillez choisir un type de contrat de la liste.'),
  location: requiredText(JOB_LIMITS.location, 'Le lieu ne doit pas dépasser 120 caractères.'),
  salary: optionalText(JOB_LIMITS.salary, 'Le salaire ne doit pas dépasser 60 caractères.'),
  description: requiredText(JOB_LIMITS.description, 'La description ne doit pas dépasser 5000 caractères.'),
});
export type JobInputDto = z.infer<typeof jobInputSchema>;

/** Optional filter text: trimmed, blank means no filter. */
const filterText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

/** A salary bound in F CFA (the first amount written in the offer's salary). */
const salaryBound = z
  .number({ error: 'Le salaire doit être un nombre entier de F CFA.' })
  .int({ error: 'Le salaire doit être un nombre entier de F CFA.' })
  .min(0, { error: 'Le salaire doit être compris entre 0 et 100 000 000 F CFA.' })
  .max(100_000_000, { error: 'Le salaire doit être compris entre 0 et 100 000 000 F CFA.' })
  .nullish()
  .transform((value) => value ?? null);

export const jobSearchSchema = z
  .object({
    /**
     * French full-text on title, category, location, employer and description, accents ignored,
     * typos corrected and the trades' synonyms widened (ranked by how well each offer matches).
     */
    q: filterText,
    category: filterText,
    contractType: filterText,
    /** Part of the location, case and accents ignored. */
    location: filterText,
    /** Offers whose salary states an amount within these bounds. */
    salaryMin: salaryBound,
    salaryMax: salaryBound,
    postedWithin: z
      .enum(JOB_POSTED_WITHIN, { error: 'Veuillez choisir une période de la liste.' })
      .nullish()
      .transform((value) => value ?? null),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(JOBS_MAX_PAGE_SIZE).default(20),
  })
  .refine(
    (search) =>
      search.salaryMin === null || search.salaryMax === null || search.salaryMin <= search.salaryMax,
    {
      error: 'Le salaire minimum doit être inférieur ou égal au salaire maximum.',
      path: ['salaryMax'],
    },
  );
export type JobSearchDto = z.infer<typeof jobSearchSchema>;

/** An application without its job (as the job's `myApplication`). */
export const applicationCoreSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  workerId: z.uuid(),
  message: z.string().nullable(),
  status: applicationStatusSchema,
  createdAt: z.iso.datetime(),
});
export type ApplicationCoreDto = z.infer<typeof applicationCoreSchema>;

export const jobSchema = z.object({
  id: z.uuid(),
  employerId: z.uuid(),
  employerName: z.string(),
  title: z.string(),
  category: z.string(),
  contractType: z.string(),
  location: z.string(),
  salary: z.string().nullable(),
  description: z.string(),
  isActive: z.boolean(),
  /** Sponsored: an active boost or campaign; shown first and marked 'Sponsorisé'. */
  boosted: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The viewing worker's application to this job, if any. */
  myApplication: applicationCoreSchema.nullable(),
  /** For the job's employer and admins; null for others. */
  applicationCount: z.number().int().min(0).nullable(),
});
export type JobDto = z.infer<typeof jobSchema>;

/**
 * A job as the board lists it: the same for every viewer, so a page can be reused; what depends
 * on the viewer comes from `viewerDetails`, asked only when a client wants it.
 */
export const jobBoardItemSchema = jobSchema.omit({ myApplication: true, applicationCount: true });
export type JobBoardItemDto = z.infer<typeof jobBoardItemSchema>;

export const jobBoardPageSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  items: z.array(jobBoardItemSchema),
});
export type JobBoardPageDto = z.infer<typeof jobBoardPageSchema>;

/** The viewer's side of a job: their application (workers) and the count (its employer, admins). */
export const jobViewerDetailsSchema = jobSchema
  .pick({ myApplication: true, applicationCount: true })
  .extend({ jobId: z.uuid() });
export type JobViewerDetailsDto = z.infer<typeof jobViewerDetailsSchema>;

export const applicationSchema = applicationCoreSchema.extend({ job: jobSchema });
export type ApplicationDto = z.infer<typeof applicationSchema>;

/** Any string: an id that is not a known job or application (UUID or not) answers NOT_FOUND. */
const idSchema = z.string().max(100);

/** Job offers: the job board, the employer's own offers and the admin Jobs page. */
/** /admin/jobs: newest first by default; q matches the title or the employer's name. */
export const adminJobsQuerySchema = adminListQuerySchema(['createdAt', 'title', 'isActive']);
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;
export const adminJobsPageSchema = adminPageSchema(jobSchema);
export type AdminJobsPageDto = z.infer<typeof adminJobsPageSchema>;

export const JobsOffersRpc = {
  /** Employers only. */
  create: defineRpc('jobs.offers.create', z.object({ input: jobInputSchema }), jobSchema),
  /** Active offers, boosted first then newest first (workers, employers, admins). */
  list: defineQuery('jobs.offers.list', jobSearchSchema, jobBoardPageSchema),
  /** The viewer's side of the given jobs (at most a page), in no particular order. */
  viewerDetails: defineQuery(
    'jobs.offers.viewerDetails',
    z.object({ jobIds: z.array(z.uuid()).max(JOBS_MAX_PAGE_SIZE) }),
    z.array(jobViewerDetailsSchema),
  ),
  /** An active offer, or any offer for its employer and admins. */
  get: defineQuery('jobs.offers.get', z.object({ id: idSchema }), jobSchema),
  /** The employer's own offers, newest first, active or not. */
  mine: defineQuery('jobs.offers.mine', z.object({}), z.array(jobSchema)),
  /** Admin: one page of offers, searched (title or employer's name) and sorted. */
  adminList: defineRpc('jobs.offers.adminList.v2', adminJobsQuerySchema, adminJobsPageSchema),
  /** Approve (true) or reject (false) an offer (admin). */
  setActive: defineRpc('jobs.offers.setActive', z.object({ id: idSchema, active: z.boolean() }), jobSchema),
  /** Admin: how many offers exist, and how many are active. */
  counts: defineQuery(
    'jobs.offers.counts',
    z.object({}),
    z.object({ total: z.number().int().min(0), active: z.number().int().min(0) }),
  ),
  /** Admin, or the offer's employer; its applications go with it. */
  delete: defineRpc('jobs.offers.delete', z.object({ id: idSchema }), z.object({ deleted: z.literal(true) })),
} as const;

/** Applications to job offers. */
export const JobsApplicationsRpc = {
  /** Workers only; one per worker and offer. */
  apply: defineRpc(
    'jobs.applications.apply',
    z.object({
      jobId: idSchema,
      message: optionalText(
        JOB_LIMITS.applicationMessage,
        'Le message ne doit pas dépasser 2000 caractères.',
      ),
    }),
    applicationSchema,
  ),
  /** Applications to one offer, oldest first (the offer's employer or an admin). */
  forJob: defineRpc('jobs.applications.forJob', z.object({ jobId: idSchema }), z.array(applicationSchema)),
  /** The worker's own applications, newest first. */
  mine: defineQuery('jobs.applications.mine', z.object({}), z.array(applicationSchema)),
  /** The offer's employer only. */
  setStatus: defineRpc(
    'jobs.applications.setStatus',
    z.object({ id: idSchema, status: applicationStatusSchema }),
    applicationSchema,
  ),
} as const;
