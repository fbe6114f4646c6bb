import { Alert, Card, Typography } from 'antd';
import { useLoginPageImage } from '../hooks/use-login-page-image';
import styles from './admin-login-view.module.css';
import { LoginForm } from './login-form';

/** The back office's login form, over the image chosen in the admin area (a plain colour without one). */
export function AdminLoginView({ challenge }: { challenge: string }) {
  const image = useLoginPageImage();
  return (
    <div
      className={styles.backdrop}
      data-testid="admin-login-backdrop"
      style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
    >
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          Administration
        </Typography.Title>
        <LoginForm challenge={challenge} variant="admin" />
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title="Toutes les tentatives de connexion sont enregistrées."
        />
      </Card>
    </div>
  );
}
