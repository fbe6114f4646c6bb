import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
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
  appQueryClient ??= createQueryClient();
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
