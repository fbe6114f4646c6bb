import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { RequestPasswordResetMutation } from '../graphql/request-password-reset.mutation';
import { refusalToast } from '../../../shared/notifications/refusal-toast';
import styles from '../../../shared/forms/auth-card.module.css';

interface ForgotPasswordValues {
  email: string;
}

/**
 * /mot-de-passe-oublie, reached from the /login link: asks for the address and shows the server's
 * answer, which is the same whether or not an account uses it.
 */
export function ForgotPasswordPage() {
  const request = useMutation({
    mutationFn: (email: string) => graphqlRequest(RequestPasswordResetMutation, { email }),
    onSuccess: ({ requestPasswordReset }) =>
      toast({ title: 'Demande envoyée', description: requestPasswordReset.message }),
    onError: (error) => toast(refusalToast(error, 'Échec de la demande')),
  });
  const answer = request.data?.requestPasswordReset.message;

  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        Mot de passe oublié
      </Typography.Title>
      {answer ? (
        <Alert type="success" showIcon title="Vérifiez votre boîte mail" description={answer} />
      ) : (
        <>
          <Typography.Paragraph>
            Saisissez l&apos;adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un
            nouveau mot de passe.
          </Typography.Paragraph>
          <Form<ForgotPasswordValues>
            layout="vertical"
            requiredMark={false}
            onFinish={({ email }) => request.mutate(email.trim())}
            disabled={request.isPending}
          >
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, message: 'Veuillez saisir votre email.' },
                { type: 'email', message: 'Veuillez saisir une adresse email valide.' },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.isPending}>
              Envoyer le lien
            </Button>
          </Form>
        </>
      )}
      <div className={styles.links}>
        <Link to="/login">Retour à la connexion</Link>
      </div>
    </Card>
  );
}
