import { type InputHTMLAttributes, useState } from 'react';
import styles from './password-input.module.css';

/**
 * A password field with a button that shows what was typed (antd's Input.Password), for a phone's
 * small keys. The button's name does not say "mot de passe": the field alone answers to its label.
 */
export function PasswordInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.wrapper}>
      <input {...props} type={shown ? 'text' : 'password'} className={`${className ?? ''} ${styles.input}`} />
      <button
        type="button"
        className={styles.toggle}
        aria-label="Afficher les caractères saisis"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
          />
          {!shown && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
