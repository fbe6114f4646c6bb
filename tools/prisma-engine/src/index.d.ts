// Types of ./index.js (plain JavaScript, run as is by Node).

/** Absolute path of bin/schema-engine.mjs, the value of PRISMA_SCHEMA_ENGINE_BINARY. */
export declare const SCHEMA_ENGINE_BINARY: string;
/** `postgresql://postgres@127.0.0.1:5432/liggeey`, used when DATABASE_URL is not set. */
export declare const DEFAULT_DATABASE_URL: string;

export interface ParsedDatabaseUrl {
  /** Discrete pg connection fields (never a connectionString). */
  config: import('pg').ClientConfig;
  database: string;
  /** The `schema` URL parameter, `public` when absent. */
  schema: string;
  location: string;
}

export declare function parseDatabaseUrl(url: string): ParsedDatabaseUrl;
export declare function databaseExists(url: string): Promise<boolean>;
/** Creates the URL's database unless it exists; resolves whether it created it. */
export declare function ensureDatabase(url: string): Promise<boolean>;

/** Entry point (build/index.js) of the installed Prisma CLI. */
export declare function prismaCliPath(): string;

/**
 * `databaseUrl` (default DATABASE_URL, then DEFAULT_DATABASE_URL) with `schema=<service>` added
 * when it has no schema, or replacing the one it has when `force` is set.
 */
export declare function serviceDatabaseUrl(
  service: string,
  options?: { databaseUrl?: string | undefined; force?: boolean },
): string;

/** `baseEnv` plus DATABASE_URL, PRISMA_SCHEMA_ENGINE_BINARY, CHECKPOINT_DISABLE, PRISMA_HIDE_UPDATE_MESSAGE. */
export declare function prismaEnv(databaseUrl: string, baseEnv?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;

export interface RunPrismaOptions {
  /** Base URL (default DATABASE_URL, then DEFAULT_DATABASE_URL); the service's schema is added unless it has one. */
  databaseUrl?: string;
  /** Replace a `schema=` already in the URL by the service's name. */
  forceSchema?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** `pipe` (default) captures the output, `inherit` streams it. */
  stdio?: 'inherit' | 'pipe';
  /** Create the database when missing (default true). */
  createDatabase?: boolean;
}

export interface PrismaRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The DATABASE_URL the CLI ran with. */
  databaseUrl: string;
}

/** `prisma <args…> --config <serviceDir>/prisma.config.ts`, offline, for one service. */
export declare function runPrisma(
  serviceDir: string,
  args: string[],
  options?: RunPrismaOptions,
): Promise<PrismaRun>;

/** Every `apps/<name>/prisma/schema.prisma` under `root`, by name. */
export declare function listServices(root: string): { name: string; dir: string }[];

export type MigrateCommand = 'deploy' | 'status' | 'reset';

export interface ServiceResult {
  service: string;
  ok: boolean;
  /** One line: Prisma's last line of output, or the exit code and error. */
  summary: string;
  /** Prisma's full stdout and stderr. */
  output: string;
}

export interface AllOptions {
  /** Repository root (default: the current directory). */
  root?: string;
  /** Base URL (default DATABASE_URL, then DEFAULT_DATABASE_URL); each service gets `schema=<service>`. */
  databaseUrl?: string;
  /** Called with one line per service. */
  log?: (line: string) => void;
  /** Only these services (folder names under apps/). */
  services?: string[];
}

/** Error thrown by generateAll/migrateAll when a service fails. */
export interface PrismaAllError extends Error {
  results: ServiceResult[];
}

/** `prisma generate` for every service; rejects with a PrismaAllError when one fails. */
export declare function generateAll(options?: AllOptions): Promise<ServiceResult[]>;

/**
 * For every service, `prisma generate` (unless `generate: false`) then `migrate deploy` (default),
 * `migrate status` or `migrate reset --force`; rejects with a PrismaAllError when one fails.
 */
export declare function migrateAll(
  options?: AllOptions & { command?: MigrateCommand; generate?: boolean },
): Promise<ServiceResult[]>;
