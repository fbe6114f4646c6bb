import type { ReactNode } from 'react';
import type { ApplicationStatus } from '../../../graphql/generated/graphql';
import { APPLICATION_STATUS_LABELS } from '../job-format';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'warning' | 'info' | 'success' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  PENDING: 'warning',
  SHORTLISTED: 'info',
  ACCEPTED: 'success',
  DECLINED: 'danger',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

/** An offer's state: 'Active' (shown on the board) or 'Inactive'. */
export function JobStateBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
