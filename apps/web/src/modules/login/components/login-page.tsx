import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { rememberLoginNotice, takeLoginNotice } from '../login-notice';
import { loginPageVariant } from '../login-page-variant';
import { LoginForm } from './login-form';
import styles from '../../../shared/forms/auth-card.module.css';
import ui from '../../../shared/ui/plain-ui.module.css';
import { StartSignIn } from './start-sign-in';

// The back office's variant of the form, drawn with antd: loaded for an admin's sign-in only.
const AdminLoginView = lazy(async () => {
  const [{ AdminLoginView: View }, { AntdRoot }] = await Promise.all([
    import('./admin-login-view'),
    import('../../theme/antd-root'),
  ]);
  return {
    default: ({ challenge }: { challenge: string }) => (
      <AntdRoot>
        <View challenge={challenge} />
      </AntdRoot>
    ),
  };
});

/**
 * /login: the provider's login page (see StartSignIn for how a challenge is obtained). Drawn with
 * plain elements: a visitor loads it twice, before and after the provider's round trip.
 */
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
  if (loginPageVariant() === 'admin') {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminLoginView challenge={challenge} />
      </Suspense>
    );
  }

  return (
    <div className={`${ui.card} ${styles.card}`}>
      <h1 className={`${ui.h1} ${styles.title}`}>Connexion</h1>
      <LoginForm challenge={challenge} variant="user" />
      <div className={styles.links}>
        <Link to="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        <span>
          Pas encore de compte ? <Link to="/signup">Inscription</Link>
        </span>
      </div>
    </div>
  );
}
