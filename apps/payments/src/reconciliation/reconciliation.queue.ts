/** The repeatable job that settles payments whose return and webhook never came. */
export const RECONCILIATION_QUEUE = 'payments-reconciliation';
export const RECONCILE_JOB = 'reconcile';
