import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { CurrentPasswordField } from '../../../shared/forms/current-password-field';
import { graphqlRequest } from '../../../shared/graphql/client';
import { refusalToast } from '../../../shared/notifications/refusal-toast';
import { toast } from '../../../shared/notifications/toast';
import { RequestEmailChangeMutation } from '../graphql/account-security.graphql';

interface ChangeEmailValues {
  newEmail: string;
  password: string;
}

/** A new address, confirmed by a link sent there; the account keeps the current one until then. */
export function ChangeEmailCard({ className }: { className?: string }) {
  const [form] = Form.useForm<ChangeEmailValues>();
  const request = useMutation({
    mutationFn: ({ newEmail, password }: ChangeEmailValues) =>
      graphqlRequest(RequestEmailChangeMutation, { newEmail: newEmail.trim(), password }),
    onSuccess: () => form.resetFields(),
    onError: (error) => toast(refusalToast(error, 'Échec de la demande')),
  });

  return (
    <Card title="Adresse e-mail" className={className}>
      <Typography.Paragraph type="secondary">
        Un lien de confirmation sera envoyé à la nouvelle adresse. Votre compte garde l'adresse actuelle tant
        que ce lien n'est pas ouvert.
      </Typography.Paragraph>
      {request.isSuccess && (
        <Alert
          type="success"
          showIcon
          title="Vérifiez votre boîte mail"
          description={request.data.requestEmailChange.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<ChangeEmailValues>
        name="change-email"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => request.mutate(values)}
        disabled={request.isPending}
      >
        <Form.Item
          label="Nouvelle adresse e-mail"
          name="newEmail"
          rules={[
            { required: true, message: 'Veuillez saisir la nouvelle adresse.' },
            { type: 'email', message: 'Adresse e-mail invalide.' },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <CurrentPasswordField />
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          Changer d'adresse
        </Button>
      </Form>
    </Card>
  );
}
