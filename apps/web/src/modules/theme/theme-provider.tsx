import { ConfigProvider, type ThemeConfig } from 'antd';
// The algorithm alone: antd's `theme` object would also bring the compact algorithm and
// getDesignToken into the first chunk.
import darkAlgorithm from 'antd/es/theme/themes/dark';
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

// antd's default blue (#1677ff) reads at 4.1:1 on white: one shade darker passes WCAG AA (≈ 6:1).
// Its hover shades are lighter still (white on them ≈ 3:1), so a hovered primary button would
// fail: hover and press go darker instead. antd's secondary text (45 % black) is too faint too:
// it takes the theme's secondary colour of theme.css.
const lightTheme: ThemeConfig = {
  token: {
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
  },
};
const darkTheme: ThemeConfig = {
  algorithm: darkAlgorithm,
  token: {
    colorTextSecondary: '#bfbfbf',
    colorTextDescription: '#bfbfbf',
    colorPrimary: '#1668dc',
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#0f4490',
    colorLink: '#69b1ff',
  },
};

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
 * Light or dark theme for antd (algorithm) and for the CSS modules (`data-theme` on <html>, read
 * by theme.css). index.html sets the same attribute before the first paint to avoid a flash.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemePreference);
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

  return (
    <ThemeContext value={state}>
      <ConfigProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>{children}</ConfigProvider>
    </ThemeContext>
  );
}
