import { createContext, useContext } from 'react';
import type { ResolvedTheme, ThemePreference } from './theme-preference';

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

// Without a provider (isolated component tests) the app is simply light and the toggle inert.
export const ThemeContext = createContext<ThemeState>({
  preference: 'system',
  resolved: 'light',
  setPreference: () => undefined,
});

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
