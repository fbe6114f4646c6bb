/** react-query keys of the credits; every key starts with 'credits' so one invalidation refreshes them all. */
export const CREDITS_KEY = ['credits'] as const;
export const CREDIT_BALANCE_KEY = ['credits', 'balance'] as const;
export const CREDIT_TRANSACTIONS_KEY = ['credits', 'transactions'] as const;
