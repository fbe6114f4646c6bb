import type { ReactNode } from 'react';
import { SessionProvider } from '../modules/session/components/session-provider';
import type { AuthClient } from '../modules/session/auth-client';
import type { ThemePreference } from '../modules/theme/theme-preference';
import { ThemeProvider } from '../modules/theme/theme-provider';
import { ToastHost } from '../shared/notifications/toast';

interface AppProvidersProps {
  authClient: AuthClient;
  /** The router: the browser's in main.tsx, a static one when the build pre-renders a page. */
  children: ReactNode;
  /** Set by the build's pre-render only (see ThemeProvider). */
  themePreference?: ThemePreference;
}

/**
 * Everything around the router. The browser and the build-time pre-render (prerender.tsx) share
 * it, so the HTML written at build time is the tree the browser hydrates.
 */
export function AppProviders({ authClient, children, themePreference }: AppProvidersProps) {
  // react-query comes with the parts that use it (QueryRoot), not with the shell.
  return (
    <ThemeProvider preference={themePreference}>
      <ToastHost />
      <SessionProvider client={authClient}>{children}</SessionProvider>
    </ThemeProvider>
  );
}
