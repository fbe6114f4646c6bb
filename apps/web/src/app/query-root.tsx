import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { SESSION_RESUMED } from '../modules/session/session-events';
import { createQueryClient } from './query-client';

let appQueryClient: ReturnType<typeof createQueryClient> | undefined;

/**
 * react-query for the parts of the app that fetch with it: the pages, the home page's lower
 * sections, the unread badge. Each is loaded lazily and wraps itself in this root, so the home
 * page's first screen does without react-query's code; they all share one client, hence one
 * cache. Under a provider already there (a test's own client) it adds nothing.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  if (outer) return children;
  appQueryClient ??= sharedQueryClient();
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

function sharedQueryClient(): ReturnType<typeof createQueryClient> {
  const client = createQueryClient();
  // Read offline from the device, the pages' data is read again once the session is back (the
  // pre-render at build time has no window).
  if (typeof window !== 'undefined') {
    window.addEventListener(SESSION_RESUMED, () => void client.invalidateQueries());
  }
  return client;
}
