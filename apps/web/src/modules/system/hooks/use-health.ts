import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/client';
import { HealthQuery } from '../graphql/health.query';

/** The gateway's view of the back-end services, as reported by its `health` query. */
export function useHealth() {
  return useQuery({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => graphqlRequest(HealthQuery, undefined, { signal }),
    select: (data) => data.health,
  });
}
