import {
  type Actor,
  type ApplicationCoreDto,
  type ApplicationStatus,
  type JobBoardItemDto,
  type JobDto,
  type JobViewerDetailsDto,
} from '@liggeey/contracts';
import { Prisma } from '../generated/prisma/client.js';

/** Shown when the jobs service has not received the employer's name yet. */
export const UNKNOWN_EMPLOYER = 'Employeur';

/** One job as every viewer sees it (`j` the offer, `e` its employer). */
export interface OfferRow {
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
}

/** The viewer's side of a job: their application and, for its employer and admins, the count. */
export interface ViewerRow {
  id: string;
  app_id: string | null;
  app_worker_id: string | null;
  app_message: string | null;
  app_status: ApplicationStatus | null;
  app_created_at: Date | null;
  application_count: number | null;
}

export type JobRow = OfferRow & ViewerRow;

/**
 * Sponsored now (`j` the offer): a running boost, or an external campaign whose dates include
 * today (UTC). A sponsored offer comes first and is marked 'Sponsorisé'.
 */
export const sponsoredNow = Prisma.sql`(coalesce(j.boosted_until > now(), false) OR EXISTS (
  SELECT 1 FROM jobs.promotion_campaigns c WHERE c.item_type = 'job' AND c.item_id = j.id
    AND c.starts_on <= (now() AT TIME ZONE 'UTC')::date AND c.ends_on >= (now() AT TIME ZONE 'UTC')::date))`;

/** The columns of a job that are the same for every viewer. */
export const offerColumns = Prisma.sql`j.id, j.employer_id,
  coalesce(e.full_name, ${UNKNOWN_EMPLOYER}) AS employer_name,
  j.title, j.category, j.contract_type, j.location, j.salary, j.description, j.is_active,
  ${sponsoredNow} AS boosted, j.created_at`;

/** The employer's name, joined to `j`. */
export const employerJoin = Prisma.sql`LEFT JOIN jobs.employers e ON e.id = j.employer_id`;

/**
 * The viewer's columns (`a` the viewing worker's application): the count of applications only
 * for the offer's employer and admins.
 */
export function viewerColumns(viewer: Actor | null): Prisma.Sql {
  const isAdmin = viewer?.type === 'admin';
  const employerId = viewer?.type === 'employer' ? viewer.id : null;
  return Prisma.sql`a.id AS app_id, a.worker_id AS app_worker_id, a.message AS app_message,
    a.status::text AS app_status, a.created_at AS app_created_at,
    CASE WHEN ${isAdmin} OR j.employer_id = ${employerId}::uuid
      THEN (SELECT count(*)::int FROM jobs.job_applications c WHERE c.job_id = j.id) END AS application_count`;
}

/** The viewing worker's application, joined to `j`. */
export function viewerJoin(viewer: Actor | null): Prisma.Sql {
  const workerId = viewer?.type === 'worker' ? viewer.id : null;
  return Prisma.sql`LEFT JOIN jobs.job_applications a ON a.job_id = j.id AND a.worker_id = ${workerId}::uuid`;
}

/** A job read with the viewer's side. */
export function jobColumns(viewer: Actor | null): Prisma.Sql {
  return Prisma.sql`${offerColumns}, ${viewerColumns(viewer)}`;
}

export function jobJoins(viewer: Actor | null): Prisma.Sql {
  return Prisma.sql`${employerJoin} ${viewerJoin(viewer)}`;
}

export function toJobBoardItem(row: OfferRow): JobBoardItemDto {
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
  };
}

export function toViewerDetails(row: ViewerRow): JobViewerDetailsDto {
  return { jobId: row.id, myApplication: myApplication(row), applicationCount: row.application_count };
}

export function toJobDto(row: JobRow): JobDto {
  return {
    ...toJobBoardItem(row),
    myApplication: myApplication(row),
    applicationCount: row.application_count,
  };
}

function myApplication(row: ViewerRow): ApplicationCoreDto | null {
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
