import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { ConfirmPasswordField, NewPasswordField } from '../../../shared/forms/new-password-field';
import { graphqlRequest } from '../../../shared/graphql/client';
import { refusalToast } from '../../../shared/notifications/refusal-toast';
import { toast } from '../../../shared/notifications/toast';
import { ChangePasswordMutation } from '../graphql/account-security.graphql';
import { MY_SESSIONS_KEY } from './devices-card';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

const othersSignedOut = (count: number) =>
  count === 0
    ? 'Votre nouveau mot de passe est enregistré.'
    : `Votre nouveau mot de passe est enregistré. ${count} autre${count > 1 ? 's' : ''} appareil${count > 1 ? 's ont' : ' a'} été déconnecté${count > 1 ? 's' : ''}.`;

/** The current password, then the new one twice; the other devices are signed out by the server. */
export function ChangePasswordCard({ className }: { className?: string }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordValues) =>
      graphqlRequest(ChangePasswordMutation, { currentPassword, newPassword: password }),
    onSuccess: ({ changePassword }) => {
      form.resetFields();
      toast({ title: 'Mot de passe modifié', description: othersSignedOut(changePassword.endedSessions) });
      void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });
    },
    onError: (error) => toast(refusalToast(error, 'Échec de la modification')),
  });

  return (
    <Card title="Mot de passe" className={className}>
      <Form<ChangePasswordValues>
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
        disabled={change.isPending}
      >
        <Form.Item
          label="Mot de passe actuel"
          name="currentPassword"
          rules={[{ required: true, message: 'Veuillez saisir votre mot de passe actuel.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordField label="Nouveau mot de passe" />
        <ConfirmPasswordField label="Confirmez le nouveau mot de passe" />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Changer le mot de passe
        </Button>
      </Form>
    </Card>
  );
}
