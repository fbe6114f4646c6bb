import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { AssistantLauncher } from '../../assistant/components/assistant-launcher';
import { discardQueued } from '../../messaging/outbox';
import { RealtimeProvider } from '../../realtime/realtime-provider';
import { useSession } from '../../session/hooks/use-session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { FaqButton } from './faq-button';
import { WelcomeGate } from './welcome-gate';

const MAIN_ID = 'contenu';

// Signed-in only, with react-query: kept out of the first screen's chunk.
const OutboxCourier = lazy(async () => ({
  default: (await import('../../messaging/components/outbox-courier')).OutboxCourier,
}));

/** The shell around every page: header navigation, the page itself, footer and floating helpers. */
export function AppLayout() {
  const session = useSession();
  const signOut = () => {
    const userId = session.status === 'signedIn' ? session.user.id : undefined;
    session
      .signOut()
      // Only once it went through: a sign-out that failed keeps the person's unsent messages.
      .then(() => userId && discardQueued(userId))
      .catch((error: unknown) =>
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
          {session.status === 'signedIn' && session.offline && (
            <p role="status" className={styles.offlineNotice}>
              Hors ligne : vous consultez les dernières informations enregistrées sur cet appareil.
            </p>
          )}
          <Outlet />
        </main>
        <AppFooter />
        {/* A landmark of its own, so the floating buttons are not content outside any region. */}
        <aside aria-label="Aide">
          <FaqButton />
          <AssistantLauncher />
        </aside>
        <WelcomeGate session={session} />
        {/* Offline, the messages typed wait for the session to be resumed with the provider. */}
        {session.status === 'signedIn' && !session.offline && (
          <Suspense>
            <OutboxCourier userId={session.user.id} />
          </Suspense>
        )}
      </div>
    </RealtimeProvider>
  );
}
