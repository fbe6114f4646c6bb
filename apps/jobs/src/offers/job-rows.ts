import { type Actor, type ApplicationCoreDto, type ApplicationStatus, type JobDto } from '@liggeey/contracts';
import { Prisma } from '../generated/prisma/client.js';

/** Shown when the jobs service has not received the employer's name yet. */
export const UNKNOWN_EMPLOYER = 'Employeur';

/** One job as the read queries return it, with the viewer's application and the count. */
export interface JobRow {
  id: string;
  employer_id: string;
  employer_name: string;
  title: string;
  category: string;
  contract_type: string;
  location: string;
  salary: string | null;
  description: string;
  is_active: boolean;
  boosted: boolean;
  created_at: Date;
  app_id: string | null;
  app_worker_id: string | null;
  app_message: string | null;
  app_status: ApplicationStatus | null;
  app_created_at: Date | null;
  application_count: number | null;
}

/**
 * The columns of a job read for a viewer (`j` the offer, `e` its employer, `a` the viewing worker's
 * application): the count of applications only for the offer's employer and admins.
 */
export function jobColumns(viewer: Actor | null): Prisma.Sql {
  const isAdmin = viewer?.type === 'admin';
  const employerId = viewer?.type === 'employer' ? viewer.id : null;
  return Prisma.sql`j.id, j.employer_id, coalesce(e.full_name, ${UNKNOWN_EMPLOYER}) AS employer_name,
    j.title, j.category, j.contract_type, j.location, j.salary, j.description, j.is_active,
    coalesce(j.boosted_until > now(), false) AS boosted, j.created_at,
    a.id AS app_id, a.worker_id AS app_worker_id, a.message AS app_message,
    a.status::text AS app_status, a.created_at AS app_created_at,
    CASE WHEN ${isAdmin} OR j.employer_id = ${employerId}::uuid
      THEN (SELECT count(*)::int FROM jobs.job_applications c WHERE c.job_id = j.id) END AS application_count`;
}

/** The employer's name and the viewing worker's application, joined to `j`. */
export function jobJoins(viewer: Actor | null): Prisma.Sql {
  const workerId = viewer?.type === 'worker' ? viewer.id : null;
  return Prisma.sql`LEFT JOIN jobs.employers e ON e.id = j.employer_id
    LEFT JOIN jobs.job_applications a ON a.job_id = j.id AND a.worker_id = ${workerId}::uuid`;
}

export function toJobDto(row: JobRow): JobDto {
  return {
    id: row.id,
    employerId: row.employer_id,
    employerName: row.employer_name,
    title: row.title,
    category: row.category,
    contractType: row.contract_type,
    location: row.location,
    salary: row.salary,
    description: row.description,
    isActive: row.is_active,
    boosted: row.boosted,
    createdAt: row.created_at.toISOString(),
    myApplication: myApplication(row),
    applicationCount: row.application_count,
  };
}

function myApplication(row: JobRow): ApplicationCoreDto | null {
  if (!row.app_id || !row.app_worker_id || !row.app_status || !row.app_created_at) return null;
  return {
    id: row.app_id,
    jobId: row.id,
    workerId: row.app_worker_id,
    message: row.app_message,
    status: row.app_status,
    createdAt: row.app_created_at.toISOString(),
  };
}

/** `%` and `_` typed by someone are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
