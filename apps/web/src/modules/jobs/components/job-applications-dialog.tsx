import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  ApplicationStatus,
  JobApplicationsQuery as JobApplicationsResult,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { JobApplicationsQuery, SetApplicationStatusMutation } from '../graphql/jobs.graphql';
import { formatJobDate } from '../job-format';
import { jobApplicationsKey, MY_JOBS_KEY } from '../jobs-cache';
import { ApplicationStatusBadge } from './badge';
import { ReviewDialog } from './review-dialog';
import styles from './jobs-page.module.css';

type Application = JobApplicationsResult['jobApplications'][number];

/** The employer's decisions, each offered unless the application is already in that state. */
const DECISIONS: { status: ApplicationStatus; label: string; danger?: boolean }[] = [
  { status: 'SHORTLISTED', label: 'Présélectionner' },
  { status: 'ACCEPTED', label: 'Accepter' },
  { status: 'DECLINED', label: 'Refuser', danger: true },
];

interface JobApplicationsDialogProps {
  job: { id: string; title: string };
  onClose: () => void;
}

/** The applicants to one of the employer's offers, with their message and the decision buttons. */
export function JobApplicationsDialog({ job, onClose }: JobApplicationsDialogProps) {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Application>();
  const key = jobApplicationsKey(job.id);
  const applications = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => graphqlRequest(JobApplicationsQuery, { jobId: job.id }, { signal }),
    select: (data) => data.jobApplications,
  });

  const updateApplication = (id: string, change: Partial<Application>) =>
    queryClient.setQueryData<JobApplicationsResult>(
      key,
      (data) =>
        data && {
          jobApplications: data.jobApplications.map((row) => (row.id === id ? { ...row, ...change } : row)),
        },
    );

  const decide = useMutation({
    mutationFn: async (variables: { id: string; status: ApplicationStatus }) =>
      (await graphqlRequest(SetApplicationStatusMutation, variables)).setApplicationStatus,
    onSuccess: (saved) => {
      updateApplication(saved.id, { status: saved.status, canReview: saved.canReview });
      void queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY });
    },
    onError: (error) => failureToast(error, { title: "La candidature n'a pas pu être mise à jour." }),
  });

  return (
    <Modal
      open
      title={`Candidatures : ${job.title}`}
      footer={<Button onClick={onClose}>Fermer</Button>}
      onCancel={onClose}
      width={720}
    >
      {applications.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les candidatures." />
      ) : applications.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : applications.data.length === 0 ? (
        <Typography.Paragraph>Aucune candidature pour le moment.</Typography.Paragraph>
      ) : (
        <ul className={styles.list} aria-label="Candidatures">
          {applications.data.map((application) => {
            const name = application.worker?.fullName ?? 'Profil supprimé';
            return (
              <li key={application.id} className={styles.applicant} aria-label={name}>
                <div className={styles.cardHeader}>
                  <div>
                    <h3 className={styles.cardTitle}>
                      {application.worker ? (
                        <Link to={`/profiles/${encodeURIComponent(application.workerId)}`}>{name}</Link>
                      ) : (
                        name
                      )}
                    </h3>
                    {application.worker?.profession && (
                      <p className={styles.employer}>{application.worker.profession}</p>
                    )}
                  </div>
                  <ApplicationStatusBadge status={application.status} />
                </div>
                {application.message && <p className={styles.applicantMessage}>{application.message}</p>}
                <Typography.Paragraph type="secondary">
                  Reçue <time dateTime={application.createdAt}>{formatJobDate(application.createdAt)}</time>
                </Typography.Paragraph>
                <div className={styles.rowActions}>
                  {DECISIONS.filter((decision) => decision.status !== application.status).map((decision) => (
                    <Button
                      key={decision.status}
                      danger={decision.danger}
                      disabled={decide.isPending}
                      aria-label={`${decision.label} : ${name}`}
                      onClick={() => decide.mutate({ id: application.id, status: decision.status })}
                    >
                      {decision.label}
                    </Button>
                  ))}
                  {application.status === 'ACCEPTED' && application.canReview && (
                    <Button
                      type="primary"
                      aria-label={`Laisser un avis : ${name}`}
                      onClick={() => setReviewing(application)}
                    >
                      Laisser un avis
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {reviewing && (
        <ReviewDialog
          workerId={reviewing.workerId}
          workerName={reviewing.worker?.fullName ?? 'Profil supprimé'}
          jobId={job.id}
          onClose={() => setReviewing(undefined)}
          onReviewed={() => updateApplication(reviewing.id, { canReview: false })}
        />
      )}
    </Modal>
  );
}
