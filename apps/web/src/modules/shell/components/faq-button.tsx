import { Link } from 'react-router';
import { QuestionIcon } from '../icons';
import styles from './floating-button.module.css';

/** Spec §2: the floating round FAQ button at the bottom left of every page. */
export function FaqButton() {
  return (
    <Link to="/faq" className={`${styles.floating} ${styles.left}`} aria-label="Questions fréquentes (FAQ)">
      <QuestionIcon />
    </Link>
  );
}
