import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SessionState } from '../../session/hooks/use-session';
import { markVisited } from '../welcome-flag';
import '../../../shared/ui/dialog.css';

/** The welcome dialog's element in index.html. */
export const WELCOME_DIALOG_ID = 'welcome';

/**
 * Spec §2's welcome for a first visit lives in index.html, outside the app's root: its inline
 * script opens it from the first paint for a visitor without the 'has visited' flag, before any of
 * the app's code arrives (as a late overlay it covered the page a visitor had started reading, and
 * was the largest paint of every page). The app then closes it for a signed-in person and keeps
 * its links inside the app instead of reloading it.
 */
export function WelcomeGate({ session }: { session: SessionState }) {
  const navigate = useNavigate();
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    const dialog = document.getElementById(WELCOME_DIALOG_ID);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (signedIn && dialog.open) dialog.close();
    const followInApp = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      markVisited();
      dialog.close();
      void navigate(href);
    };
    dialog.addEventListener('close', markVisited);
    dialog.addEventListener('click', followInApp);
    return () => {
      dialog.removeEventListener('close', markVisited);
      dialog.removeEventListener('click', followInApp);
    };
  }, [signedIn, navigate]);
  return null;
}
