import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { rememberLoginNotice, takeLoginNotice } from '../login-notice';
import { loginPageVariant } from '../login-page-variant';
import { AdminLoginView } from './admin-login-view';
import { LoginForm } from './login-form';
import styles from '../../../shared/forms/auth-card.module.css';
import { StartSignIn } from './start-sign-in';

/** /login: the provider's login page (see StartSignIn for how a challenge is obtained). */
export function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const challenge = searchParams.get('challenge');
  const showsForm = session.status === 'signedOut' && challenge !== null;

  useEffect(() => {
    if (!showsForm) return;
    const notice = takeLoginNotice();
    if (notice) toast(notice);
  }, [showsForm]);

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;
  if (!challenge) {
    // Written before the provider round trip starts; idempotent, so a repeated render is harmless.
    rememberLoginNotice(searchParams);
    return <StartSignIn variant="user" />;
  }
  if (loginPageVariant() === 'admin') return <AdminLoginView challenge={challenge} />;

  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        Connexion
      </Typography.Title>
      <LoginForm challenge={challenge} variant="user" />
      <div className={styles.links}>
        <Link to="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        <span>
          Pas encore de compte ? <Link to="/signup">Inscription</Link>
        </span>
      </div>
    </Card>
  );
}
