import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { type ToastOptions } from '../../../shared/notifications/toast';
import { noticeOnTheWayToLogin } from '../../login/login-notice';
import { PageLoading } from '../../system/components/page-loading';
import { type UserType, useSession } from '../hooks/use-session';

interface RequireSessionProps {
  /** User types allowed in; any signed-in user when absent. */
  allow?: readonly UserType[];
  /** Shown to a visitor sent to /login, where the spec gives one (profile pages). */
  signedOutNotice?: ToastOptions;
}

/**
 * Guard of spec §2: 'Chargement...' while the session loads, /login when signed out, /dashboard
 * for a user type the page does not allow.
 */
export function RequireSession({ allow, signedOutNotice }: RequireSessionProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') return <ToLogin notice={signedOutNotice} />;
  if (allow && !allow.includes(session.user.type)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

function ToLogin({ notice }: { notice: ToastOptions | undefined }) {
  useEffect(() => {
    if (notice) noticeOnTheWayToLogin(notice);
  }, [notice]);
  return <Navigate to="/login" replace />;
}
