import { Outlet } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { AssistantLauncher } from '../../assistant/components/assistant-launcher';
import { RealtimeProvider } from '../../realtime/realtime-provider';
import { useSession } from '../../session/hooks/use-session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { FaqButton } from './faq-button';
import { WelcomeGate } from './welcome-gate';

const MAIN_ID = 'contenu';

/** The shell around every page: header navigation, the page itself, footer and floating helpers. */
export function AppLayout() {
  const session = useSession();
  const signOut = () => {
    session.signOut().catch((error: unknown) =>
      toast(
        // fetch reports an unreachable server with a TypeError (spec §8: a network failure).
        error instanceof TypeError
          ? {
              variant: 'destructive',
              title: 'Erreur de déconnexion',
              description: 'Impossible de contacter le serveur.',
            }
          : {
              variant: 'destructive',
              title: 'Échec de la déconnexion',
              description: 'Une erreur est survenue.',
            },
      ),
    );
  };
  return (
    <RealtimeProvider>
      <div className={styles.layout}>
        <a href={`#${MAIN_ID}`} className={styles.skipLink}>
          Aller au contenu
        </a>
        <AppHeader session={session} onSignOut={signOut} />
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          <Outlet />
        </main>
        <AppFooter />
        {/* A landmark of its own, so the floating buttons are not content outside any region. */}
        <aside aria-label="Aide">
          <FaqButton />
          <AssistantLauncher />
        </aside>
        <WelcomeGate session={session} />
      </div>
    </RealtimeProvider>
  );
}
