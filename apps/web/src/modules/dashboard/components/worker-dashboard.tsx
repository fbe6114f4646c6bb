import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { Badge } from '../../jobs/components/badge';
import { formatJobDate } from '../../jobs/job-format';
import { initialsOf } from '../../profiles/worker-card-profile';
import { DashboardJobsQuery, DashboardProfileQuery } from '../graphql/dashboard.graphql';
import { PROFILE_BOOST } from '../../credits/boost-options';
import { BoostButton } from '../../credits/components/boost-button';
import { CreditsCard } from '../../credits/components/credits-card';
import { DASHBOARD_LIST_SIZE } from '../dashboard-constants';
import { BoostCard, CompetitionCard } from './dashboard-cards';
import styles from './dashboard.module.css';

const AVATAR_SIZE = 64;
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

function availabilityText(available: boolean, availableFrom: string | null | undefined): string {
  if (available) return 'Disponible';
  const from = availableFrom ? new Date(availableFrom) : undefined;
  return from && !Number.isNaN(from.getTime())
    ? `Indisponible jusqu'au ${dayFormat.format(from)}`
    : 'Indisponible';
}

/**
 * Spec §2 worker dashboard: profile card, credits, the two latest offers each with 'Postuler'
 * (to /jobs), and the profile boost. Spec §8: a list that fails to load is simply left empty.
 */
export function WorkerDashboard() {
  const navigate = useNavigate();
  const jobsHeadingId = useId();
  const profile = useQuery({
    queryKey: ['dashboard', 'profile'],
    queryFn: ({ signal }) => graphqlRequest(DashboardProfileQuery, undefined, { signal }),
    select: (data) => data.myProfile,
  });
  const jobs = useQuery({
    queryKey: ['dashboard', 'jobs'],
    queryFn: ({ signal }) =>
      graphqlRequest(DashboardJobsQuery, { input: { pageSize: DASHBOARD_LIST_SIZE } }, { signal }),
    select: (data) => data.jobs.items.slice(0, DASHBOARD_LIST_SIZE),
  });

  const me = profile.data;
  return (
    <>
      <Typography.Title level={1}>Tableau de bord</Typography.Title>
      <div className={styles.grid}>
        <Card>
          <h2 className={styles.cardTitle}>Mon profil</h2>
          {profile.isPending ? (
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          ) : (
            me && (
              <div className={styles.identity}>
                <Avatar
                  size={AVATAR_SIZE}
                  src={me.profilePicUrl ?? undefined}
                  alt={`Photo de ${me.fullName}`}
                >
                  {initialsOf(me.fullName)}
                </Avatar>
                <div>
                  <p className={styles.name}>{me.fullName}</p>
                  {me.profession && <p className={styles.muted}>{me.profession}</p>}
                  <Badge tone={me.available ? 'success' : 'neutral'}>
                    {availabilityText(me.available, me.availableFrom)}
                  </Badge>
                </div>
              </div>
            )
          )}
          <Link to="/profile">Voir mon profil</Link>
        </Card>
        <CreditsCard />
        <BoostCard
          title="Booster mon profil"
          description="Votre profil apparaît en tête de l'annuaire avec la mention « Sponsorisé »."
          cost={PROFILE_BOOST.credits}
          days={PROFILE_BOOST.days}
        >
          <BoostButton target={{ kind: 'profile' }} label="Booster mon profil" />
        </BoostCard>
        <CompetitionCard />
      </div>

      <section className={styles.section} aria-labelledby={jobsHeadingId}>
        <Typography.Title level={2} id={jobsHeadingId}>
          Offres récentes
        </Typography.Title>
        {jobs.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} className={styles.placeholder} />
        ) : (jobs.data ?? []).length === 0 ? (
          <Typography.Paragraph>Aucune offre pour le moment.</Typography.Paragraph>
        ) : (
          <ul className={styles.list}>
            {jobs.data?.map((job) => (
              <li key={job.id} className={styles.item}>
                <div>
                  <h3 className={styles.itemTitle}>{job.title}</h3>
                  <p className={styles.muted}>
                    {job.employerName} · {job.location} · {job.contractType} ·{' '}
                    <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
                  </p>
                </div>
                <Button
                  type="primary"
                  href="/jobs"
                  aria-label={`Postuler : ${job.title}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate('/jobs');
                  }}
                >
                  Postuler
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Link to="/jobs">Voir toutes les offres</Link>
      </section>
    </>
  );
}
