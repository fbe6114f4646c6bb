import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { MyJobsQuery as MyJobsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { MyJobsQuery } from '../graphql/jobs.graphql';
import { formatApplicationCount, formatJobDate } from '../job-format';
import { MY_JOBS_KEY } from '../jobs-cache';
import { JobStateBadge } from './badge';
import { JobApplicationsDialog } from './job-applications-dialog';
import styles from './jobs-page.module.css';

type MyJob = MyJobsResult['myJobs'][number];

/** 'Mes offres': the employer's offers, active or not, each opening its applications. */
export function MyJobs() {
  const [opened, setOpened] = useState<MyJob>();
  const jobs = useQuery({
    queryKey: MY_JOBS_KEY,
    queryFn: ({ signal }) => graphqlRequest(MyJobsQuery, undefined, { signal }),
    select: (data) => data.myJobs,
  });

  if (jobs.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Impossible de charger les offres."
        action={<Button onClick={() => void jobs.refetch()}>Réessayer</Button>}
      />
    );
  }
  if (jobs.isPending) return <Skeleton active paragraph={{ rows: 4 }} className={styles.placeholder} />;
  return (
    <>
      {jobs.data.length === 0 ? (
        <Typography.Paragraph>Vous n&apos;avez encore publié aucune offre.</Typography.Paragraph>
      ) : (
        <ul className={styles.list} aria-label="Mes offres">
          {jobs.data.map((job) => (
            <li key={job.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <div>
                  <h2 className={styles.cardTitle}>{job.title}</h2>
                  <p className={styles.employer}>
                    {job.contractType} · {job.location} · publiée{' '}
                    <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
                  </p>
                </div>
                <JobStateBadge active={job.isActive} />
              </div>
              <div className={styles.cardFooter}>
                <span>{formatApplicationCount(job.applicationCount ?? 0)}</span>
                <Button onClick={() => setOpened(job)} aria-label={`Voir les candidatures : ${job.title}`}>
                  Voir les candidatures
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {opened && <JobApplicationsDialog job={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
