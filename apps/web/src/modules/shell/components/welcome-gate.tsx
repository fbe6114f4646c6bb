import { lazy, Suspense, useState } from 'react';
import { useAfterFirstScreen } from '../../../shared/hooks/use-after-first-screen';
import type { SessionState } from '../../session/hooks/use-session';
import { hasVisited, markVisited } from '../welcome-flag';

// The dialog loads only for the visitors who will see it.
const WelcomeDialog = lazy(async () => ({ default: (await import('./welcome-dialog')).WelcomeDialog }));

/** Opens the welcome dialog for a signed-out visitor without the 'has visited' flag. */
export function WelcomeGate({ session }: { session: SessionState }) {
  const [visited, setVisited] = useState(hasVisited);
  // The page first, then the greeting over it.
  const afterFirstScreen = useAfterFirstScreen();
  if (visited || !afterFirstScreen || session.status !== 'signedOut') return null;
  return (
    <Suspense>
      <WelcomeDialog
        onClose={() => {
          markVisited();
          setVisited(true);
        }}
      />
    </Suspense>
  );
}
