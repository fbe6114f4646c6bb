import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** What a page draws of a query: its data once React has drawn it, or why there is none yet. */
export type DeferredQueryData<T> =
  | { data: undefined; isPending: true; isError: false }
  | { data: undefined; isPending: false; isError: true }
  | { data: T; isPending: false; isError: boolean };

/**
 * A query's data drawn in a background render. react-query hands new data to React as an urgent,
 * synchronous update (useSyncExternalStore): a list of antd components then renders in one long
 * task that freezes a slow phone. Deferred, the list renders as a transition, in slices between
 * which the browser paints and answers taps.
 */
export function useDeferredQueryData<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'isError'>,
): DeferredQueryData<T> {
  const data = useDeferredValue(query.data);
  if (data !== undefined) return { data, isPending: false, isError: query.isError };
  return query.isError
    ? { data: undefined, isPending: false, isError: true }
    : { data: undefined, isPending: true, isError: false };
}
