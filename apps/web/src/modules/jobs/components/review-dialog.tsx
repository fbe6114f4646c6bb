import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Rate } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { AddReviewMutation } from '../graphql/jobs.graphql';

const COMMENT_MAX_LENGTH = 2000;

// antd draws the stars as unnamed radios in a bare list. Naming the list a radiogroup (Rate passes
// role through, but its props type omits it) and each star '{n} sur 5' makes them readable.
const RATE_GROUP = { role: 'radiogroup' };

function nameStar(origin: ReactElement, { index = 0 }: { index?: number }) {
  const { children: star } = origin.props as { children: ReactElement<{ 'aria-label'?: string }> };
  return cloneElement(origin, {}, cloneElement(star, { 'aria-label': `${index + 1} sur 5` }));
}

interface ReviewValues {
  rating?: number;
  comment?: string;
}

interface ReviewDialogProps {
  workerId: string;
  workerName: string;
  jobId: string;
  onClose: () => void;
  onReviewed: () => void;
}

/** 'Laisser un avis' on a worker the employer accepted for the job: 1 to 5 stars and a comment. */
export function ReviewDialog({ workerId, workerName, jobId, onClose, onReviewed }: ReviewDialogProps) {
  const [form] = Form.useForm<ReviewValues>();
  const review = useMutation({
    mutationFn: (values: { rating: number; comment?: string }) =>
      graphqlRequest(AddReviewMutation, { input: { workerId, jobId, ...values } }),
    onSuccess: () => {
      toast({ title: 'Merci pour votre avis !' });
      onReviewed();
      onClose();
    },
    onError: (error) => {
      const serverMessage = error instanceof GraphQLRequestError ? error.message : undefined;
      failureToast(error, {
        title: "Votre avis n'a pas pu être enregistré.",
        messages: serverMessage ? { CONFLICT: serverMessage, VALIDATION_FAILED: serverMessage } : {},
      });
    },
  });

  return (
    <Modal
      open
      title={`Laisser un avis sur ${workerName}`}
      okText="Envoyer l'avis"
      cancelText="Annuler"
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<ReviewValues>
        form={form}
        name="review"
        layout="vertical"
        onFinish={(values) =>
          review.mutate({ rating: values.rating ?? 0, comment: values.comment?.trim() || undefined })
        }
      >
        <Form.Item
          label="Note"
          name="rating"
          rules={[
            {
              required: true,
              type: 'number',
              min: 1,
              max: 5,
              message: 'Veuillez choisir une note de 1 à 5.',
            },
          ]}
        >
          <Rate {...RATE_GROUP} aria-label="Note sur 5" characterRender={nameStar} />
        </Form.Item>
        <Form.Item label="Commentaire (facultatif)" name="comment">
          <Input.TextArea rows={4} maxLength={COMMENT_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
