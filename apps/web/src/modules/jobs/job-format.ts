import { JOB_LIMITS, JOB_POSTED_WITHIN, JOB_SALARY_FILTER_MAX } from '@liggeey/contracts/job-options';
import type { ApplicationStatus, JobPostedWithin } from '../../graphql/generated/graphql';

/** The French name of each application state, as shown to workers and employers. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: 'En attente',
  SHORTLISTED: 'Présélectionnée',
  ACCEPTED: 'Acceptée',
  DECLINED: 'Refusée',
};

/** The API caps a job page at 50; 20 is its default. */
export const JOBS_PAGE_SIZE = 20;

export const APPLICATION_MESSAGE_MAX_LENGTH = JOB_LIMITS.applicationMessage;

const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * A job's date: relative within the last week ('il y a 3 heures', 'hier'), dd/mm/yyyy before that,
 * so a fresh offer reads as fresh and an old one carries its exact day.
 */
export function formatJobDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const elapsedMs = now.getTime() - date.getTime();
  if (elapsedMs < 0 || elapsedMs >= 7 * DAY_MS) return dayFormat.format(date);
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

const EXCERPT_LENGTH = 180;

/** The start of a description, cut on a word, for the job cards. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function formatApplicationCount(count: number): string {
  return count === 1 ? '1 candidature' : `${count} candidatures`;
}

/** The date filter's choices, most recent first. */
export const POSTED_WITHIN_LABELS: Record<JobPostedWithin, string> = {
  DAY: 'Dernières 24 heures',
  WEEK: '7 derniers jours',
  MONTH: '30 derniers jours',
};

/** The filters of /jobs, kept in the address so a search can be shared and survives a reload. */
export interface JobFilters {
  q?: string;
  category?: string;
  contractType?: string;
  location?: string;
  /** Salary bounds in F CFA. */
  salaryMin?: number;
  salaryMax?: number;
  postedWithin?: JobPostedWithin;
  page: number;
}

const TEXT_KEYS = ['q', 'category', 'contractType', 'location'] as const;
const SALARY_KEYS = ['salaryMin', 'salaryMax'] as const;

/** A whole amount the API accepts, or nothing (an edited address must not break the page). */
function salaryOf(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= 0 && value <= JOB_SALARY_FILTER_MAX ? value : undefined;
}

function isPostedWithin(value: string | null): value is JobPostedWithin {
  return (JOB_POSTED_WITHIN as readonly (string | null)[]).includes(value);
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = { page: Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1) };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of SALARY_KEYS) {
    const value = salaryOf(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  if (
    filters.salaryMin !== undefined &&
    filters.salaryMax !== undefined &&
    filters.salaryMin > filters.salaryMax
  ) {
    delete filters.salaryMax;
  }
  const postedWithin = params.get('postedWithin');
  if (isPostedWithin(postedWithin)) filters.postedWithin = postedWithin;
  return filters;
}

/** Writes the filters into `params`, leaving its other entries (the open tab) as they are. */
export function writeJobFilters(params: URLSearchParams, filters: JobFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  for (const key of SALARY_KEYS) {
    const value = filters[key];
    if (value !== undefined) next.set(key, String(value));
    else next.delete(key);
  }
  if (filters.postedWithin) next.set('postedWithin', filters.postedWithin);
  else next.delete('postedWithin');
  if (filters.page > 1) next.set('page', String(filters.page));
  else next.delete('page');
  return next;
}

/** The /jobs tab of each side's own list (`?tab=`), so a dashboard can link straight to it. */
export const OWN_LIST_TABS = { worker: 'candidatures', employer: 'mes-offres' } as const;

export function jobsTabPath(type: keyof typeof OWN_LIST_TABS): string {
  return `/jobs?tab=${OWN_LIST_TABS[type]}`;
}
