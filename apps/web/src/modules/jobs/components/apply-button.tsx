import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApplicationStatus, JobsQuery as JobsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { ApplyToJobMutation } from '../graphql/jobs.graphql';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '../job-format';
import { JOB_LIST_KEY, MY_APPLICATIONS_KEY } from '../jobs-cache';

export const SIGN_IN_TO_APPLY = {
  title: 'Connexion requise',
  description: 'Vous devez être connecté pour postuler à une offre.',
};

interface ApplyButtonProps {
  job: { id: string; title: string };
}

interface ApplyValues {
  message?: string;
}

/** Marks the job as applied to in every cached page of the board, so its card shows the status at once. */
function markApplied(
  data: JobsResult | undefined,
  jobId: string,
  application: { id: string; status: ApplicationStatus },
): JobsResult | undefined {
  return (
    data && {
      jobs: {
        ...data.jobs,
        items: data.jobs.items.map((job) =>
          job.id === jobId ? { ...job, myApplication: application } : job,
        ),
      },
    }
  );
}

/** 'Postuler' (spec §2, §4): a dialog with an optional message, then applyToJob. */
export function ApplyButton({ job }: ApplyButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (session.status !== 'signedIn') {
      toast({ variant: 'destructive', ...SIGN_IN_TO_APPLY });
      void navigate('/login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button type="primary" onClick={start} aria-label={`Postuler : ${job.title}`}>
        Postuler
      </Button>
      {/* Mounted only while open: a page of twenty cards keeps no twenty hidden dialogs. */}
      {open && <ApplyDialog job={job} onClose={() => setOpen(false)} />}
    </>
  );
}

function ApplyDialog({ job, onClose }: ApplyButtonProps & { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();

  const apply = useMutation({
    mutationFn: async (message: string | undefined) =>
      (await graphqlRequest(ApplyToJobMutation, { jobId: job.id, message })).applyToJob,
    onSuccess: (application) => {
      queryClient.setQueriesData<JobsResult>({ queryKey: JOB_LIST_KEY }, (data) =>
        markApplied(data, job.id, application),
      );
      void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY });
      toast({
        title: 'Candidature envoyée',
        description: `Votre candidature pour « ${job.title} » a été envoyée.`,
      });
      onClose();
    },
    onError: (error) => {
      const serverMessage = error instanceof GraphQLRequestError ? error.message : undefined;
      failureToast(error, {
        title: "Votre candidature n'a pas pu être envoyée.",
        // Spec: the server explains a second application ('Vous avez déjà postulé à cette offre.').
        messages: serverMessage ? { CONFLICT: serverMessage, VALIDATION_FAILED: serverMessage } : {},
      });
      if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') {
        onClose();
        void queryClient.invalidateQueries({ queryKey: JOB_LIST_KEY });
      }
    },
  });

  return (
    <Modal
      open
      title={`Postuler : ${job.title}`}
      okText={apply.isPending ? 'Envoi en cours...' : 'Envoyer ma candidature'}
      cancelText="Annuler"
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<ApplyValues>
        form={form}
        name={`apply-${job.id}`}
        layout="vertical"
        onFinish={(values) => apply.mutate(values.message?.trim() || undefined)}
      >
        <Typography.Paragraph type="secondary">
          Présentez-vous en quelques mots à l&apos;employeur.
        </Typography.Paragraph>
        <Form.Item
          label="Message (facultatif)"
          name="message"
          rules={[
            {
              max: APPLICATION_MESSAGE_MAX_LENGTH,
              message: `Le message ne doit pas dépasser ${APPLICATION_MESSAGE_MAX_LENGTH} caractères.`,
            },
          ]}
        >
          <Input.TextArea rows={5} maxLength={APPLICATION_MESSAGE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
