import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../shared/graphql/client';
import { CREDIT_BALANCE_KEY } from './credits-cache';
import { MyCreditsQuery } from './graphql/credits.graphql';

/** The signed-in person's balance, shared by the credits card and the boost buttons. */
export function useCreditBalance() {
  return useQuery({
    queryKey: CREDIT_BALANCE_KEY,
    queryFn: ({ signal }) => graphqlRequest(MyCreditsQuery, undefined, { signal }),
    select: (data) => data.myCredits.balance,
  });
}
