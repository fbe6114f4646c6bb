import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../shared/graphql/client';

// Only failures that another attempt can fix are retried; a refused or invalid request fails at once.
const TRANSIENT_CODES = new Set(['TIMEOUT', 'NETWORK_ERROR', 'SERVICE_UNAVAILABLE']);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof GraphQLRequestError && TRANSIENT_CODES.has(error.code),
        refetchOnWindowFocus: false,
        // Asked even without network: the service worker may answer from what it kept.
        networkMode: 'offlineFirst',
      },
    },
  });
}
