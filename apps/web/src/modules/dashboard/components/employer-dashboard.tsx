import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Card, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { JobStateBadge } from '../../jobs/components/badge';
import { PublishJobButton } from '../../jobs/components/publish-job-button';
import { formatApplicationCount, jobsTabPath } from '../../jobs/job-format';
import { WorkerCard } from '../../profiles/components/worker-card';
import { initialsOf } from '../../profiles/worker-card-profile';
import {
  DashboardAvailableWorkersQuery,
  DashboardMyJobsQuery,
  DashboardProfileQuery,
} from '../graphql/dashboard.graphql';
import { CreditsCard } from '../../credits/components/credits-card';
import { DASHBOARD_KEY, DASHBOARD_LIST_SIZE, DASHBOARD_MY_JOBS_KEY } from '../dashboard-constants';
import styles from './dashboard.module.css';
import { CompetitionCard } from './dashboard-cards';
import { OfferBoostCard } from './offer-boost-card';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

const LOGO_SIZE = 96;

/**
 * Spec §2 employer dashboard: cover and logo, 'Publier une offre', two available workers, the
 * offer boost and the credits. Spec §8: a list that fails to load is simply left empty.
 */
export function EmployerDashboard() {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: ['dashboard', 'profile'],
    queryFn: ({ signal }) => graphqlRequest(DashboardProfileQuery, undefined, { signal }),
    select: (data) => data.myProfile,
  });
  const workers = useQuery({
    queryKey: ['dashboard', 'available-workers'],
    queryFn: ({ signal }) =>
      graphqlRequest(DashboardAvailableWorkersQuery, { limit: DASHBOARD_LIST_SIZE }, { signal }),
    select: (data) => data.availableWorkers,
  });
  const myJobs = useQuery({
    queryKey: DASHBOARD_MY_JOBS_KEY,
    queryFn: ({ signal }) => graphqlRequest(DashboardMyJobsQuery, undefined, { signal }),
    select: (data) => data.myJobs,
  });
  const latestJobs = myJobs.data?.slice(0, DASHBOARD_LIST_SIZE);
  const activeJobs = myJobs.isPending ? undefined : (myJobs.data ?? []).filter((job) => job.isActive);

  const workersHeadingId = useId();
  const name = profile.data?.fullName ?? '';
  return (
    <>
      <div className={styles.cover}>
        {profile.data?.coverPicUrl && (
          <DataSavingImage
            className={styles.coverImage}
            src={profile.data.coverPicUrl}
            alt=""
            loading="eager"
          />
        )}
        <Avatar
          className={styles.logo}
          size={LOGO_SIZE}
          src={profile.data?.profilePicUrl ?? undefined}
          alt={name ? `Logo de ${name}` : undefined}
        >
          {name ? initialsOf(name) : null}
        </Avatar>
      </div>
      <div className={styles.heading}>
        <div>
          <Typography.Title level={1}>Tableau de bord</Typography.Title>
          {name && <p className={styles.muted}>Bienvenue, {name}</p>}
        </div>
        <PublishJobButton />
      </div>

      <section className={styles.section} aria-labelledby={workersHeadingId}>
        <Typography.Title level={2} id={workersHeadingId}>
          Professionnels disponibles
        </Typography.Title>
        {workers.isPending ? (
          <Skeleton active className={styles.placeholder} />
        ) : (workers.data ?? []).length === 0 ? (
          <Typography.Paragraph>Aucun professionnel disponible pour le moment.</Typography.Paragraph>
        ) : (
          <ul className={styles.workers}>
            {workers.data?.map((worker) => (
              <li key={worker.id}>
                <WorkerCard profile={worker} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/profiles">Voir tous les profils</Link>
      </section>

      <div className={styles.grid}>
        <Card>
          <h2 className={styles.cardTitle}>Mes offres</h2>
          {myJobs.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (latestJobs ?? []).length === 0 ? (
            <Typography.Paragraph>Vous n&apos;avez encore publié aucune offre.</Typography.Paragraph>
          ) : (
            <ul className={styles.list}>
              {latestJobs?.map((job) => (
                <li key={job.id} className={styles.item}>
                  <div>
                    <h3 className={styles.itemTitle}>{job.title}</h3>
                    <p className={styles.muted}>{formatApplicationCount(job.applicationCount ?? 0)}</p>
                  </div>
                  <JobStateBadge active={job.isActive} />
                </li>
              ))}
            </ul>
          )}
          <Link to={jobsTabPath('employer')}>Voir toutes mes offres</Link>
        </Card>
        <OfferBoostCard
          offers={activeJobs}
          onBoosted={() => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })}
        />
        <CreditsCard />
        <CompetitionCard />
      </div>
    </>
  );
}
