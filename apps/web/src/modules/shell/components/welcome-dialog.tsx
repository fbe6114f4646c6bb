import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../icons';
import styles from './welcome-dialog.module.css';

interface WelcomeDialogProps {
  onClose: () => void;
}

/**
 * Spec §2: the first-visit welcome, offering sign-in or sign-up. A native <dialog> rather than
 * antd's Modal: the browser gives it focus trapping, Escape and the backdrop, and a first-time
 * visitor on a slow network downloads about 1 kB instead of some 29 kB (gzip).
 */
export function WelcomeDialog({ onClose }: WelcomeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and jsdom) still show it, only without the backdrop.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    // Escape fires the native close event, which records the visit like the buttons do.
    <dialog ref={ref} className={styles.dialog} aria-labelledby="welcome-title" onClose={onClose}>
      <div className={styles.header}>
        <h2 id="welcome-title" className={styles.title}>
          Bienvenue sur Liggeey
        </h2>
        <button type="button" className={styles.close} aria-label="Fermer" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <p className={styles.text}>
        Liggeey relie les talents et les employeurs d&apos;Afrique de l&apos;Ouest. Créez votre compte pour
        proposer vos services ou trouver le bon professionnel.
      </p>
      <div className={styles.actions}>
        <Link to="/signup" className={styles.primary} onClick={onClose}>
          Inscription
        </Link>
        <Link to="/login" className={styles.secondary} onClick={onClose}>
          Connexion
        </Link>
      </div>
    </dialog>
  );
}
