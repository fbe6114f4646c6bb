import type { SignUpRole } from '../sign-up-role';
import styles from './signup-page.module.css';

const ROLES: readonly { value: SignUpRole; title: string; text: string }[] = [
  { value: 'employer', title: 'Employeur', text: 'Je cherche des talents et je publie des offres.' },
  { value: 'worker', title: 'Travailleur', text: 'Je propose mes services et je cherche des missions.' },
];

interface RoleStepProps {
  role: SignUpRole | undefined;
  onChange: (role: SignUpRole) => void;
}

/**
 * Step 1: two large cards. Each is a native radio inside its label, so the arrow keys, Space and
 * screen readers treat the pair as the one choice it is.
 */
export function RoleStep({ role, onChange }: RoleStepProps) {
  return (
    <fieldset className={styles.roles}>
      <legend className={styles.legend}>Vous êtes :</legend>
      {ROLES.map(({ value, title, text }) => (
        <label key={value} className={`${styles.roleCard} ${role === value ? styles.roleCardChosen : ''}`}>
          <input
            type="radio"
            name="role"
            value={value}
            checked={role === value}
            onChange={() => onChange(value)}
            className={styles.roleInput}
          />
          <span className={styles.roleTitle}>{title}</span>
          <span className={styles.roleText}>{text}</span>
        </label>
      ))}
    </fieldset>
  );
}
