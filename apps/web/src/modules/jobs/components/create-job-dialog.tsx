import { CONTRACT_TYPES, JOB_CATEGORIES, JOB_LIMITS } from '@liggeey/contracts/job-options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import type { JobInput } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { CreateJobMutation } from '../graphql/jobs.graphql';
import { JOBS_KEY } from '../jobs-cache';

const CATEGORY_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: value }));
const CONTRACT_OPTIONS = CONTRACT_TYPES.map((value) => ({ value, label: value }));

const required = (message: string) => ({ required: true, whitespace: true, message });

interface CreateJobDialogProps {
  onClose: () => void;
}

/**
 * Spec §4/§5 job creation: title, category, contract type, location and description required,
 * salary optional; the button reads 'Publication en cours...' while the offer is sent. Mount it
 * only while open, so each opening starts with an empty form.
 */
export function CreateJobDialog({ onClose }: CreateJobDialogProps) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<JobInput>();

  const create = useMutation({
    mutationFn: (input: JobInput) => graphqlRequest(CreateJobMutation, { input }),
    onSuccess: () => {
      toast({
        title: 'Annonce publiée avec succès !',
        description: "Votre nouvelle offre d'emploi est maintenant en ligne.",
      });
      // The board, 'Mes offres' and the dashboard summary all show the new offer.
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onClose();
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: "Votre annonce n'a pas pu être publiée.",
      }),
  });

  const submit = (values: JobInput) =>
    create.mutate({
      title: values.title.trim(),
      category: values.category,
      contractType: values.contractType,
      location: values.location.trim(),
      salary: values.salary?.trim() || null,
      description: values.description.trim(),
    });

  return (
    <Modal
      open
      title="Publier une offre"
      okText={create.isPending ? 'Publication en cours...' : "Publier l'offre"}
      cancelText="Annuler"
      okButtonProps={{ disabled: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<JobInput> form={form} name="create-job" layout="vertical" onFinish={submit}>
        <Form.Item
          label="Titre du poste"
          name="title"
          rules={[required('Veuillez saisir le titre du poste.')]}
        >
          <Input maxLength={JOB_LIMITS.title} />
        </Form.Item>
        <Form.Item label="Catégorie" name="category" rules={[required('Veuillez choisir une catégorie.')]}>
          <Select options={CATEGORY_OPTIONS} placeholder="Choisissez une catégorie" virtual={false} />
        </Form.Item>
        <Form.Item
          label="Type de contrat"
          name="contractType"
          rules={[required('Veuillez choisir un type de contrat.')]}
        >
          <Select options={CONTRACT_OPTIONS} placeholder="Choisissez un type de contrat" virtual={false} />
        </Form.Item>
        <Form.Item label="Lieu" name="location" rules={[required('Veuillez saisir le lieu.')]}>
          <Input maxLength={JOB_LIMITS.location} placeholder="Ex. Dakar" />
        </Form.Item>
        <Form.Item label="Salaire (facultatif)" name="salary">
          <Input maxLength={JOB_LIMITS.salary} placeholder="Ex. 150 000 F CFA / mois" />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[required('Veuillez saisir la description du poste.')]}
        >
          <Input.TextArea rows={6} maxLength={JOB_LIMITS.description} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
