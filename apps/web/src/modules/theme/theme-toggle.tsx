import { useHydrated } from '../../shared/hooks/use-hydrated';
import { MoonIcon, SunIcon } from '../shell/icons';
import { useTheme } from './theme-context';
import styles from './theme-toggle.module.css';

/** Header switch between light and dark; pressed means dark. The first click leaves 'system'. */
export function ThemeToggle() {
  const { resolved, setPreference } = useTheme();
  // The pre-rendered HTML knows no stored choice: the button says light until hydration is over.
  const dark = useHydrated() && resolved === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Thème sombre"
      aria-pressed={dark}
      onClick={() => setPreference(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
