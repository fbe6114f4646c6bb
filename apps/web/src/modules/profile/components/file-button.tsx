import { useId, useState } from 'react';
import styles from './own-profile.module.css';

interface FileButtonProps {
  label: string;
  accept: string;
  /** Why a file is refused before sending it, or undefined. */
  problem: (file: File) => string | undefined;
  onFile: (file: File) => void;
  busy?: boolean;
}

/** A button-looking label over a native file input: keyboard and screen readers reach the input itself. */
export function FileButton({ label, accept, problem, onFile, busy = false }: FileButtonProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  return (
    <span className={styles.fileButton}>
      <input
        id={id}
        type="file"
        accept={accept}
        className={styles.visuallyHidden}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refused = problem(file);
          setError(refused);
          if (!refused) onFile(file);
        }}
      />
      <label htmlFor={id} className={styles.fileLabel} aria-busy={busy}>
        {busy ? 'Envoi en cours...' : label}
      </label>
      {error && (
        <span role="alert" className={styles.fileError}>
          {error}
        </span>
      )}
    </span>
  );
}
