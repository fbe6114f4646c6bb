// Runs the installed Prisma CLI offline for the services of the monorepo: the CLI spawns our
// WASM-backed schema engine (bin/schema-engine.mjs) instead of downloading its native one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureDatabase } from './database.js';

export { databaseExists, ensureDatabase, parseDatabaseUrl } from './database.js';

const require = createRequire(import.meta.url);

/** The executable the Prisma CLI is pointed at through PRISMA_SCHEMA_ENGINE_BINARY. */
export const SCHEMA_ENGINE_BINARY = fileURLToPath(new URL('../bin/schema-engine.mjs', import.meta.url));

/** Where services migrate when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/liggeey';

/** The installed Prisma CLI's entry point. */
export function prismaCliPath() {
  const packageJson = require.resolve('prisma/package.json');
  return path.join(
    path.dirname(packageJson),
    /** @type {{ bin: { prisma: string } }} */ (require(packageJson)).bin.prisma,
  );
}

/**
 * The service's database URL: `databaseUrl` (default DATABASE_URL, then DEFAULT_DATABASE_URL) with
 * `schema=<service>` added when it has no schema, or replacing it when `force` is set.
 * @param {string} service  the service's folder name, which is also its Postgres schema
 * @param {{ databaseUrl?: string | undefined, force?: boolean }} [options]
 */
export function serviceDatabaseUrl(service, { databaseUrl, force = false } = {}) {
  const url = new URL(databaseUrl || process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  if (force || !url.searchParams.get('schema')) url.searchParams.set('schema', service);
  return url.toString();
}

/**
 * The environment the Prisma CLI needs to work offline, on top of `baseEnv`.
 * @param {string} databaseUrl
 * @param {NodeJS.ProcessEnv} [baseEnv]
 * @returns {NodeJS.ProcessEnv}
 */
export function prismaEnv(databaseUrl, baseEnv = process.env) {
  return {
    ...baseEnv,
    DATABASE_URL: databaseUrl,
    PRISMA_SCHEMA_ENGINE_BINARY: SCHEMA_ENGINE_BINARY,
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    // The engine's `#!/usr/bin/env node` must find this Node (24), not the machine's older one.
    PATH: [path.dirname(process.execPath), baseEnv.PATH].filter(Boolean).join(path.delimiter),
  };
}

/**
 * @typedef {object} RunPrismaOptions
 * @property {string} [databaseUrl]  base URL; the service's schema is added unless it has one
 * @property {boolean} [forceSchema]  replace a `schema=` already in the URL by the service's
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 * @property {'inherit' | 'pipe'} [stdio]  `pipe` (default) captures the output, `inherit` streams it
 * @property {boolean} [createDatabase]  create the database when missing (default true)
 *
 * @typedef {{ code: number, stdout: string, stderr: string, databaseUrl: string }} PrismaRun
 */

/**
 * Runs `prisma <args…> --config <serviceDir>/prisma.config.ts` for one service, offline.
 * @param {string} serviceDir  e.g. `apps/identity`
 * @param {string[]} args  e.g. `['migrate', 'dev', '--name', 'init']`
 * @param {RunPrismaOptions} [options]
 * @returns {Promise<PrismaRun>}
 */
export async function runPrisma(serviceDir, args, options = {}) {
  const { env = process.env, cwd = process.cwd(), stdio = 'pipe', createDatabase = true } = options;
  const dir = path.resolve(cwd, serviceDir);
  const config = path.join(dir, 'prisma.config.ts');
  if (!existsSync(config)) throw new Error(`No prisma.config.ts in ${dir}`);
  const databaseUrl = serviceDatabaseUrl(path.basename(dir), {
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL,
    force: options.forceSchema ?? false,
  });
  if (createDatabase) {
    await ensureDatabase(databaseUrl).catch((/** @type {Error} */ error) => {
      const shown = new URL(databaseUrl);
      if (shown.password) shown.password = '***';
      throw new Error(`Cannot check or create the database of ${shown.toString()}: ${error.message}`);
    });
  }
  const hasConfig = args.some((arg) => arg === '--config' || arg.startsWith('--config='));
  const child = spawn(
    process.execPath,
    [prismaCliPath(), ...args, ...(hasConfig ? [] : ['--config', config])],
    {
      cwd,
      env: prismaEnv(databaseUrl, env),
      stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  return { code, stdout, stderr, databaseUrl };
}

/**
 * Services with a Prisma schema: every `apps/<name>/prisma/schema.prisma` under `root`.
 * @param {string} root  repository root
 * @returns {{ name: string, dir: string }[]}
 */
export function listServices(root) {
  const apps = path.join(root, 'apps');
  if (!existsSync(apps)) return [];
  return readdirSync(apps, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(apps, entry.name, 'prisma', 'schema.prisma')),
    )
    .map((entry) => ({ name: entry.name, dir: path.join(apps, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * @typedef {'deploy' | 'status' | 'reset'} MigrateCommand
 * @typedef {{ service: string, ok: boolean, summary: string, output: string }} ServiceResult
 * @typedef {object} AllOptions
 * @property {string} [root]  repository root (default: the current directory)
 * @property {string} [databaseUrl]  base URL; each service gets `schema=<service>`
 * @property {(line: string) => void} [log]  called with one line per service
 * @property {string[]} [services]  only these services (folder names)
 */

/**
 * The last meaningful line of Prisma's output, for the one-line summaries.
 * @param {string} output
 */
function lastLine(output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}

/**
 * Runs `step` for every selected service, `concurrency` at a time, results in service order.
 * @template T
 * @param {{ name: string, dir: string }[]} services
 * @param {number} concurrency
 * @param {(service: { name: string, dir: string }) => Promise<T>} step
 * @returns {Promise<T[]>}
 */
async function mapServices(services, concurrency, step) {
  /** @type {T[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < services.length) {
      const index = next++;
      results[index] = await step(/** @type {{ name: string, dir: string }} */ (services[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, services.length)) }, worker));
  return results;
}

/**
 * @param {AllOptions} options
 * @param {{ name: string, dir: string }} service
 */
const databaseUrlOf = (options, service) =>
  serviceDatabaseUrl(service.name, { databaseUrl: options.databaseUrl, force: true });

/**
 * Runs one Prisma command for a service, summarised in one line.
 * @param {AllOptions} options
 * @param {{ name: string, dir: string }} service
 * @param {string[]} args
 * @returns {Promise<ServiceResult>}
 */
async function runStep(options, service, args) {
  const run = await runPrisma(service.dir, args, {
    databaseUrl: databaseUrlOf(options, service),
    forceSchema: true,
    createDatabase: args[0] !== 'generate', // generate never connects
  });
  const ok = run.code === 0;
  const summary = ok
    ? lastLine(run.stdout)
    : `exit ${run.code}: ${lastLine(run.stderr) || lastLine(run.stdout)}`;
  return { service: service.name, ok, summary, output: `${run.stdout}${run.stderr}` };
}

/**
 * Logs one line per service, then throws when any failed.
 * @param {AllOptions} options
 * @param {ServiceResult[]} results
 */
function report(options, results) {
  for (const r of results) options.log?.(`${r.ok ? '✔' : '✘'} ${r.service.padEnd(10)} ${r.summary}`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    const details = failed.map((r) => `--- ${r.service}: ${r.summary}\n${r.output}`).join('\n');
    const message = `Prisma failed for ${failed.map((r) => r.service).join(', ')}\n${details}`;
    throw Object.assign(new Error(message), { results });
  }
  return results;
}

/** @param {AllOptions} options */
function selectServices(options) {
  const services = listServices(path.resolve(options.root ?? process.cwd()));
  return services.filter((s) => !options.services || options.services.includes(s.name));
}

/** `prisma generate` needs no database: services generate in parallel. */
const GENERATE_CONCURRENCY = Math.min(4, availableParallelism());

/**
 * `prisma generate` for every service.
 * @param {AllOptions} [options]
 * @returns {Promise<ServiceResult[]>} rejects (error with `.results`) when a service fails
 */
export async function generateAll(options = {}) {
  const results = await mapServices(selectServices(options), GENERATE_CONCURRENCY, (service) =>
    runStep(options, service, ['generate']),
  );
  return report(options, results);
}

/** @type {Record<MigrateCommand, string[]>} */
const MIGRATE_ARGS = {
  deploy: ['migrate', 'deploy'],
  status: ['migrate', 'status'],
  reset: ['migrate', 'reset', '--force'],
};

/**
 * For every service: `prisma generate` (unless `generate: false`), then `migrate deploy` (default),
 * `migrate status` or `migrate reset --force`, each service in its own schema of the database.
 * Generation runs in parallel; migrations one service at a time, since Prisma Migrate takes a
 * database-wide advisory lock.
 * @param {AllOptions & { command?: MigrateCommand, generate?: boolean }} [options]
 * @returns {Promise<ServiceResult[]>} rejects (error with `.results`) when a service fails
 */
export async function migrateAll(options = {}) {
  const { command = 'deploy', generate = true } = options;
  const args = MIGRATE_ARGS[command];
  if (!args) throw new Error(`Unknown command ${command}: use deploy, status or reset`);
  const services = selectServices(options);
  const generated = generate
    ? await mapServices(services, GENERATE_CONCURRENCY, (service) => runStep(options, service, ['generate']))
    : [];
  const results = await mapServices(services, 1, async (service) => {
    const failedGeneration = generated.find((r) => r.service === service.name && !r.ok);
    if (failedGeneration)
      return { ...failedGeneration, summary: `generate failed, ${failedGeneration.summary}` };
    return runStep(options, service, args);
  });
  return report(options, results);
}
