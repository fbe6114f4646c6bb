import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkerSearchInput } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { SearchWorkersQuery } from '../graphql/search-workers.query';
import { WorkersQuery } from '../graphql/workers.query';

/** Cards per request: a screenful on a phone, without a heavy first answer on a slow network. */
export const WORKER_PAGE_SIZE = 12;

export type WorkerSource = 'workers' | 'searchWorkers';

/**
 * The directory's or the search's results, one page per 'Voir plus'. `enabled` lets /search wait
 * for a term, since the server refuses a blank one.
 */
export function useWorkerPages(source: WorkerSource, input: WorkerSearchInput, enabled = true) {
  return useInfiniteQuery({
    queryKey: [source, input],
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const variables = { input: { ...input, page: pageParam, pageSize: WORKER_PAGE_SIZE } };
      return source === 'workers'
        ? (await graphqlRequest(WorkersQuery, variables, { signal })).workers
        : (await graphqlRequest(SearchWorkersQuery, variables, { signal })).searchWorkers;
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
