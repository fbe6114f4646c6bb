import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeContext, type ThemeState } from './theme-context';
import {
  DARK_SCHEME_QUERY,
  readThemePreference,
  systemPrefersDark,
  writeThemePreference,
  type ThemePreference,
} from './theme-preference';
import './theme.css';

/** Follows the system's colour scheme live, for as long as the preference is 'system'. */
function useSystemDark(): boolean {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * Light or dark theme for the CSS modules (`data-theme` on <html>, read by theme.css) and, through
 * the context, for antd where a page loads it (see antd-root.tsx). index.html sets the same
 * attribute before the first paint to avoid a flash.
 */
export function ThemeProvider({
  children,
  preference: given,
}: {
  children: ReactNode;
  /** The build's pre-render draws each theme in turn (prerender.tsx); the browser reads the stored one. */
  preference?: ThemePreference;
}) {
  const [preference, setPreferenceState] = useState<ThemePreference>(given ?? readThemePreference);
  const systemDark = useSystemDark();
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    document.documentElement.dataset['theme'] = resolved;
  }, [resolved]);

  const state = useMemo<ThemeState>(
    () => ({
      preference,
      resolved,
      setPreference: (next) => {
        writeThemePreference(next);
        setPreferenceState(next);
      },
    }),
    [preference, resolved],
  );

  return <ThemeContext value={state}>{children}</ThemeContext>;
}
