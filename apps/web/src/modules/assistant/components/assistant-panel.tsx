import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../shell/icons';
import styles from './assistant.module.css';

export const ASSISTANT_GREETING = "Bonjour ! Je suis l'assistant Liggeey. Comment puis-je vous aider ?";

interface AssistantPanelProps {
  id: string;
  hidden: boolean;
  greeted: boolean;
  onClose: () => void;
}

/**
 * The 360×500 chat panel. Its conversation comes with the assistant's own issue; until then it
 * says plainly that the assistant is not available and points to the FAQ.
 */
export function AssistantPanel({ id, hidden, greeted, onClose }: AssistantPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // Opening moves the focus into the panel, so keyboard users land on it.
  useEffect(() => {
    if (!hidden) closeRef.current?.focus();
  }, [hidden]);
  return (
    <section
      id={id}
      className={styles.panel}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          Assistant Liggeey
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Fermer l'assistant"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      <div className={styles.messages} role="log" aria-live="polite">
        {greeted && <p className={styles.bubble}>{ASSISTANT_GREETING}</p>}
        {greeted && (
          <p className={styles.notice}>
            L&apos;assistant n&apos;est pas encore disponible. En attendant, consultez notre{' '}
            <Link to="/faq" onClick={onClose}>
              FAQ
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
