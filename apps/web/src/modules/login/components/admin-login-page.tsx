import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { AdminLoginView } from './admin-login-view';
import { StartSignIn } from './start-sign-in';

/** /admin-login: starts a sign-in marked as the admin's, whose form then shows on /login?challenge=…. */
export function AdminLoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const challenge = searchParams.get('challenge');

  if (session.status === 'loading') return <PageLoading />;
  // /dashboard sends an admin on to /admin and anyone else to their own dashboard.
  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;
  if (!challenge) return <StartSignIn variant="admin" />;
  return <AdminLoginView challenge={challenge} />;
}
