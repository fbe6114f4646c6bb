import { Navigate } from 'react-router';
import { PageLoading } from '../../system/components/page-loading';
import { useSession } from '../../session/hooks/use-session';
import { EmployerDashboard } from './employer-dashboard';
import { WorkerDashboard } from './worker-dashboard';

// Both dashboards ride in this page's chunk: they are small, and a second lazy step would cost
// slow connections one more round trip before anything shows. The job form loads on its first use.

/** Spec §2 /dashboard: admins go to /admin, workers and employers see their own dashboard. */
export function DashboardPage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') return <Navigate to="/login" replace />;
  switch (session.user.type) {
    case 'admin':
      return <Navigate to="/admin" replace />;
    case 'worker':
      return <WorkerDashboard />;
    case 'employer':
      return <EmployerDashboard />;
  }
}
