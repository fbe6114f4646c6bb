/** Spec §9: dashboard lists show two items. */
export const DASHBOARD_LIST_SIZE = 2;

/** react-query keys of the dashboards; one invalidation of the prefix refreshes them all. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const DASHBOARD_MY_JOBS_KEY = ['dashboard', 'my-jobs'] as const;
