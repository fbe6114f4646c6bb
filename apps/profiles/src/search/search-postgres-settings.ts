import { type PostgresSettings } from '@liggeey/service-kit';

/**
 * A frequent trade matches tens of thousands of workers at a million profiles, all ranked in one
 * statement: with Postgres' default 4 MB of work memory those matches spilled to a temporary file.
 * With 16 MB the ranking stays in memory (bench search: p95 through the gateway 1,391 → 858 ms).
 */
export const SEARCH_POSTGRES_SETTINGS: PostgresSettings = { work_mem: '16MB' };
