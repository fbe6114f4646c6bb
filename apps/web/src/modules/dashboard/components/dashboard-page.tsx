import { Navigate } from 'react-router';
import { ComingSoonPage } from '../../system/components/coming-soon-page';
import { PageLoading } from '../../system/components/page-loading';
import { useSession } from '../../session/hooks/use-session';

/** Spec §2 /dashboard: admins go to /admin, workers and employers see their own dashboard. */
export function DashboardPage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') return <Navigate to="/login" replace />;
  switch (session.user.type) {
    case 'admin':
      return <Navigate to="/admin" replace />;
    case 'worker':
      return <ComingSoonPage title="Tableau de bord" feature="La page du tableau de bord travailleur" />;
    case 'employer':
      return <ComingSoonPage title="Tableau de bord" feature="La page du tableau de bord employeur" />;
  }
}
