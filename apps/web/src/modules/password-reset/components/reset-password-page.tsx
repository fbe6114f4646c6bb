import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmPasswordField, NewPasswordField } from '../../../shared/forms/new-password-field';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { ResetPasswordMutation } from '../graphql/reset-password.mutation';
import { refusalToast, refusedField } from '../../../shared/notifications/refusal-toast';
import styles from '../../../shared/forms/auth-card.module.css';

interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

const INVALID_LINK =
  'Ce lien de réinitialisation est invalide ou a expiré. Veuillez faire une nouvelle demande.';

/**
 * /reinitialiser-mot-de-passe?token=…, the link of the reset e-mail: the new password, then the
 * login page with a notice. The server checks the link (single use, 1 hour) and the password rules.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: (password: string) => graphqlRequest(ResetPasswordMutation, { token, password }),
    onSuccess: () => void navigate('/login?reset=1', { replace: true }),
    onError: (error) =>
      toast(
        refusalToast(
          error,
          refusedField(error) === 'token' ? 'Lien invalide' : 'Échec de la réinitialisation',
        ),
      ),
  });
  const linkRefused = !token || (reset.isError && refusedField(reset.error) === 'token');

  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        Nouveau mot de passe
      </Typography.Title>
      {linkRefused ? (
        <Alert type="error" showIcon title="Lien invalide" description={INVALID_LINK} />
      ) : (
        <Form<ResetPasswordValues>
          layout="vertical"
          requiredMark={false}
          onFinish={({ password }) => reset.mutate(password)}
          disabled={reset.isPending}
        >
          <NewPasswordField label="Nouveau mot de passe" />
          <ConfirmPasswordField />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            Enregistrer le mot de passe
          </Button>
        </Form>
      )}
      <div className={styles.links}>
        {linkRefused && <Link to="/mot-de-passe-oublie">Demander un nouveau lien</Link>}
        <Link to="/login">Retour à la connexion</Link>
      </div>
    </Card>
  );
}
