import type { ReactNode } from 'react';
import { SessionProvider } from '../modules/session/components/session-provider';
import type { AuthClient } from '../modules/session/auth-client';
import { ThemeProvider } from '../modules/theme/theme-provider';
import { ToastHost } from '../shared/notifications/toast';

interface AppProvidersProps {
  authClient: AuthClient;
  /** The router: the browser's in main.tsx, a static one when the build pre-renders a page. */
  children: ReactNode;
}

/**
 * Everything around the router. The browser and the build-time pre-render (prerender.tsx) share
 * it, so the HTML written at build time is the tree the browser hydrates.
 */
export function AppProviders({ authClient, children }: AppProvidersProps) {
  // react-query comes with the parts that use it (QueryRoot), not with the shell.
  return (
    <ThemeProvider>
      <ToastHost />
      <SessionProvider client={authClient}>{children}</SessionProvider>
    </ThemeProvider>
  );
}
