import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { MyApplicationsQuery } from '../graphql/jobs.graphql';
import { formatJobDate } from '../job-format';
import { MY_APPLICATIONS_KEY } from '../jobs-cache';
import { ApplicationStatusBadge } from './badge';
import styles from './jobs-page.module.css';

/** 'Mes candidatures': the worker's applications, newest first, with where each one stands. */
export function MyApplications() {
  const applications = useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: ({ signal }) => graphqlRequest(MyApplicationsQuery, undefined, { signal }),
    select: (data) => data.myApplications,
  });

  if (applications.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Impossible de charger vos candidatures."
        action={<Button onClick={() => void applications.refetch()}>Réessayer</Button>}
      />
    );
  }
  if (applications.isPending)
    return <Skeleton active paragraph={{ rows: 4 }} className={styles.placeholder} />;
  if (applications.data.length === 0) {
    return <Typography.Paragraph>Vous n&apos;avez encore postulé à aucune offre.</Typography.Paragraph>;
  }
  return (
    <ul className={styles.list} aria-label="Mes candidatures">
      {applications.data.map((application) => (
        <li key={application.id} className={styles.card}>
          <div className={styles.cardHeader}>
            <div>
              <h2 className={styles.cardTitle}>{application.job.title}</h2>
              <p className={styles.employer}>
                {application.job.employerName} · {application.job.location}
              </p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <Typography.Text type="secondary">
            Envoyée <time dateTime={application.createdAt}>{formatJobDate(application.createdAt)}</time>
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
