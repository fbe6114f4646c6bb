import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

/** The shell around every page: header navigation, the page itself, footer. */
export function AppLayout() {
  const session = useSession();
  const signOut = () => {
    session.signOut().catch(() =>
      toast({
        variant: 'destructive',
        title: 'Erreur de déconnexion',
        description: 'Impossible de contacter le serveur.',
      }),
    );
  };
  return (
    <Layout className={styles.layout}>
      <AppHeader session={session} onSignOut={signOut} />
      <Layout.Content className={styles.content}>
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
