import type { JobsQuery as JobsResult } from '../../../graphql/generated/graphql';
import { excerpt, formatJobDate } from '../job-format';
import { ApplicationStatusBadge, Badge } from './badge';
import { ApplyButton } from './apply-button';
import styles from './jobs-page.module.css';

export type JobCardJob = JobsResult['jobs']['items'][number];

interface JobCardProps {
  job: JobCardJob;
  /** Workers (and, defensively, a visitor) get 'Postuler'; employers and admins only read. */
  canApply: boolean;
}

/** One offer of the board: who, what, where, which contract, the pay when given, and since when. */
export function JobCard({ job, canApply }: JobCardProps) {
  return (
    <article className={styles.card} aria-label={job.title}>
      <div className={styles.cardHeader}>
        <div>
          <h2 className={styles.cardTitle}>{job.title}</h2>
          <p className={styles.employer}>{job.employerName}</p>
        </div>
        {job.boosted && <Badge tone="warning">Sponsorisé</Badge>}
      </div>
      <ul className={styles.meta} aria-label="Détails de l'offre">
        <li>
          <span aria-hidden="true">📍 </span>
          {job.location}
        </li>
        <li>
          <Badge>{job.contractType}</Badge>
        </li>
        <li>{job.category}</li>
        {job.salary && <li className={styles.salary}>{job.salary}</li>}
        <li>
          <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
        </li>
      </ul>
      <p className={styles.excerpt}>{excerpt(job.description)}</p>
      {canApply && (
        <div className={styles.cardFooter}>
          {job.myApplication ? (
            <span>
              Candidature : <ApplicationStatusBadge status={job.myApplication.status} />
            </span>
          ) : (
            <ApplyButton job={job} />
          )}
        </div>
      )}
    </article>
  );
}
