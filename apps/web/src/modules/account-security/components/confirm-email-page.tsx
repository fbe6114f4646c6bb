import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import styles from '../../../shared/forms/auth-card.module.css';
import { graphqlRequest } from '../../../shared/graphql/client';
import { refusalToast } from '../../../shared/notifications/refusal-toast';
import { toast } from '../../../shared/notifications/toast';
import { ConfirmEmailChangeMutation } from '../graphql/account-security.graphql';

const INVALID_LINK =
  'Ce lien de confirmation est invalide ou a expiré. Veuillez refaire la demande depuis votre profil.';

/**
 * /confirmer-email?token=…, the link sent to a new address. A button confirms it rather than the
 * page load, so a mail scanner opening the link changes nothing.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => graphqlRequest(ConfirmEmailChangeMutation, { token }),
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: (error) => toast(refusalToast(error, 'Échec de la confirmation')),
  });

  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        Nouvelle adresse e-mail
      </Typography.Title>
      {!token ? (
        <Alert type="error" showIcon title="Lien invalide" description={INVALID_LINK} />
      ) : confirm.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title="Adresse e-mail modifiée"
          description={`Votre compte utilise désormais ${confirm.data.confirmEmailChange}.`}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Confirmez que cette adresse devient celle de votre compte Liggeey.
          </Typography.Paragraph>
          <Button type="primary" block loading={confirm.isPending} onClick={() => confirm.mutate()}>
            Confirmer ma nouvelle adresse
          </Button>
        </>
      )}
      <div className={styles.links}>
        <Link to="/profile">Aller à mon profil</Link>
      </div>
    </Card>
  );
}
