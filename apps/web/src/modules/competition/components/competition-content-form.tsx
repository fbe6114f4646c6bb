import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import type { CompetitionQuery } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast } from '../../admin/admin-list';
import { UpdateCompetitionContentMutation } from '../graphql/competition.graphql';
import { ordinal } from '../competition-format';
import styles from './competition-page.module.css';

interface ContentValues {
  prizes: string[];
  /** One tip per line. */
  tips: string;
}

/** Admins only: the prizes and tips every member sees on the page (the server checks it too). */
export function CompetitionContentForm({ content }: { content: CompetitionQuery['competition']['content'] }) {
  const [form] = Form.useForm<ContentValues>();
  const queryClient = useQueryClient();
  useEffect(() => {
    form.setFieldsValue({ prizes: content.prizes, tips: content.tips.join('\n') });
  }, [form, content]);
  const save = useMutation({
    mutationFn: async (values: ContentValues) =>
      (
        await graphqlRequest(UpdateCompetitionContentMutation, {
          input: { prizes: values.prizes, tips: values.tips.split('\n') },
        })
      ).updateCompetitionContent,
    onSuccess: () => {
      toast({ title: 'Prix et conseils enregistrés' });
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
    },
    onError: (error) => toast(adminFailureToast("Les prix et conseils n'ont pas pu être enregistrés", error)),
  });

  return (
    <Card className={styles.adminCard}>
      <h2 className={styles.cardTitle}>Administration : prix et conseils</h2>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        {[0, 1, 2].map((index) => (
          <Form.Item
            key={index}
            name={['prizes', index]}
            label={`${ordinal(index + 1)} prix`}
            rules={[{ required: true, whitespace: true, message: 'Veuillez indiquer les trois prix.' }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <Form.Item
          name="tips"
          label="Conseils pour participer (un par ligne)"
          rules={[{ required: true, whitespace: true, message: 'Veuillez indiquer au moins un conseil.' }]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Enregistrer
        </Button>
      </Form>
    </Card>
  );
}
