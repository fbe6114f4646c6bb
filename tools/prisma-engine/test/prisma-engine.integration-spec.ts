// The Prisma CLI's migration commands, run offline through the WASM schema engine, against a real
// Postgres: fresh random databases, scratch services copied from ./fixture under ../tmp/.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseExists, migrateAll, runPrisma } from '../src/index.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(HERE, 'fixture');
const RUN_ID = randomBytes(4).toString('hex');
// Inside the repository so that prisma.config.ts resolves `prisma/config` (tmp/ is git-ignored).
const ROOT = path.join(HERE, '..', 'tmp', `run-${RUN_ID}`);
const ALPHA = path.join(ROOT, 'apps', 'alpha');
const BETA = path.join(ROOT, 'apps', 'beta');

let baseUrl: string;
const databases: string[] = [];

/** URL of a new random database name (not created: the tools must create it). */
function newDatabaseUrl(label: string): string {
  const name = `prisma_engine_${label}_${RUN_ID}`;
  databases.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('schema');
  return url.toString();
}

async function query<R extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const adminUrl = () => {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  return url.toString();
};

async function tables(url: string, schema: string): Promise<string[]> {
  const rows = await query<{ table_name: string }>(
    url,
    'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
    [schema],
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(url: string, schema: string): Promise<string[]> {
  const rows = await query<{ migration_name: string }>(
    url,
    `SELECT migration_name FROM "${schema}"._prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.migration_name);
}

async function columns(url: string, schema: string, table: string): Promise<Record<string, string | null>> {
  const rows = await query<{ column_name: string; column_default: string | null }>(
    url,
    'SELECT column_name, column_default FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [schema, table],
  );
  return Object.fromEntries(rows.map((row) => [row.column_name, row.column_default]));
}

async function shadowDatabases(): Promise<string[]> {
  const rows = await query<{ datname: string }>(
    adminUrl(),
    "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
  );
  return rows.map((row) => row.datname);
}

const migrationDirs = (service: string) =>
  readdirSync(path.join(service, 'prisma', 'migrations'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Runs prisma for a scratch service and fails with its output when it fails. */
async function prisma(service: string, databaseUrl: string, args: string[], createDatabase = true) {
  const run = await runPrisma(service, args, { databaseUrl, createDatabase });
  expect(run.code, `prisma ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
}

describe('prisma CLI with the WASM schema engine', () => {
  let devUrl: string;

  beforeAll(() => {
    baseUrl = inject('infra').databaseUrl;
    devUrl = newDatabaseUrl('dev');
    cpSync(FIXTURE, ALPHA, { recursive: true });
    cpSync(FIXTURE, BETA, { recursive: true });
    // beta reuses the table name `accounts` with other columns: only the schema keeps them apart.
    writeFileSync(
      path.join(BETA, 'prisma', 'schema.prisma'),
      readFileSync(path.join(FIXTURE, 'prisma', 'schema.prisma'), 'utf8').replace(
        /enum Role[\s\S]*$/,
        'model Ledger {\n  id      Int @id @default(autoincrement())\n  balance Int @default(0)\n\n  @@map("accounts")\n}\n',
      ),
    );
  });

  afterAll(async () => {
    for (const name of databases) {
      await query(adminUrl(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    rmSync(ROOT, { recursive: true, force: true });
  });

  it('migrate dev --name init creates the database, a migration, and applies it', async () => {
    const shadowsBefore = await shadowDatabases();
    expect(await databaseExists(devUrl)).toBe(false);

    await prisma(ALPHA, devUrl, ['migrate', 'dev', '--name', 'init']);

    const [init] = migrationDirs(ALPHA);
    expect(init).toMatch(/^\d{14}_init$/);
    const sql = readFileSync(path.join(ALPHA, 'prisma', 'migrations', init ?? '', 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "accounts"');
    expect(await tables(devUrl, 'alpha')).toEqual(['_prisma_migrations', 'accounts']);
    expect(await tables(devUrl, 'public')).toEqual([]); // nothing outside the service's schema
    expect(await appliedMigrations(devUrl, 'alpha')).toEqual([init]);
    // The temporary shadow database was dropped once the engine let go of it.
    expect((await shadowDatabases()).filter((name) => !shadowsBefore.includes(name))).toEqual([]);
  });

  it('a model change and migrate dev produce and apply a second migration', async () => {
    // A `;` inside a string literal: the whole script must reach Postgres as one piece.
    appendFileSync(
      path.join(ALPHA, 'prisma', 'schema.prisma'),
      '\nmodel Profile {\n  id  Int    @id @default(autoincrement())\n  bio String @default("a; b")\n\n  @@map("profiles")\n}\n',
    );
    await prisma(ALPHA, devUrl, ['migrate', 'dev', '--name', 'add_profile']);

    const dirs = migrationDirs(ALPHA);
    expect(dirs).toHaveLength(2);
    expect(dirs[1]).toMatch(/_add_profile$/);
    expect(await tables(devUrl, 'alpha')).toEqual(['_prisma_migrations', 'accounts', 'profiles']);
    expect((await columns(devUrl, 'alpha', 'profiles'))['bio']).toBe("'a; b'::text");
    expect(await appliedMigrations(devUrl, 'alpha')).toEqual(dirs);
  });

  it('migrate status reports the database up to date', async () => {
    const { stdout } = await prisma(ALPHA, devUrl, ['migrate', 'status']);
    expect(stdout).toContain('2 migrations found');
    expect(stdout).toContain('Database schema is up to date!');
  });

  it('migrate diff --from-empty --to-schema --script prints the SQL', async () => {
    const schema = path.join(ALPHA, 'prisma', 'schema.prisma');
    const { stdout } = await prisma(ALPHA, devUrl, [
      'migrate',
      'diff',
      '--from-empty',
      '--to-schema',
      schema,
      '--script',
    ]);
    expect(stdout).toContain('CREATE TYPE "Role" AS ENUM');
    expect(stdout).toContain('CREATE TABLE "accounts"');
    expect(stdout).toContain('CREATE TABLE "profiles"');
  });

  it('migrate reset --force empties the schema and reapplies every migration', async () => {
    await query(
      devUrl,
      `INSERT INTO alpha.accounts (id, email) VALUES (gen_random_uuid(), 'awa@example.sn')`,
    );
    await prisma(ALPHA, devUrl, ['migrate', 'reset', '--force']);
    expect(await query(devUrl, 'SELECT * FROM alpha.accounts')).toEqual([]);
    expect(await tables(devUrl, 'alpha')).toEqual(['_prisma_migrations', 'accounts', 'profiles']);
    expect(await appliedMigrations(devUrl, 'alpha')).toEqual(migrationDirs(ALPHA));
  });

  it('migrate deploy applies the history to an empty database', async () => {
    const emptyUrl = newDatabaseUrl('deploy');
    // Not created beforehand: the CLI creates it through the engine's `cli create-database`,
    // after `cli can-connect-to-database` answered P1003 (database does not exist).
    const { stdout } = await prisma(ALPHA, emptyUrl, ['migrate', 'deploy'], false);
    expect(stdout).toMatch(/PostgreSQL database prisma_engine_deploy_\w+ created/);
    expect(stdout).toContain('All migrations have been successfully applied.');
    expect(await tables(emptyUrl, 'alpha')).toEqual(['_prisma_migrations', 'accounts', 'profiles']);
    expect(await appliedMigrations(emptyUrl, 'alpha')).toEqual(migrationDirs(ALPHA));
  });

  it('two services in two schemas of one database do not interfere', async () => {
    await prisma(BETA, devUrl, ['migrate', 'dev', '--name', 'init']);

    expect(Object.keys(await columns(devUrl, 'beta', 'accounts')).sort()).toEqual(['balance', 'id']);
    expect(Object.keys(await columns(devUrl, 'alpha', 'accounts')).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'role',
    ]);
    expect(await appliedMigrations(devUrl, 'beta')).toEqual(migrationDirs(BETA));
    expect(await appliedMigrations(devUrl, 'alpha')).toEqual(migrationDirs(ALPHA));
    const { stdout } = await prisma(ALPHA, devUrl, ['migrate', 'status']);
    expect(stdout).toContain('Database schema is up to date!');
  });

  it('migrateAll generates and deploys every service, each in its schema', async () => {
    const url = newDatabaseUrl('all');
    const lines: string[] = [];
    const results = await migrateAll({
      root: ROOT,
      databaseUrl: url,
      command: 'deploy',
      log: (l) => lines.push(l),
    });

    expect(results.map((r) => [r.service, r.ok])).toEqual([
      ['alpha', true],
      ['beta', true],
    ]);
    expect(lines).toHaveLength(2);
    expect(await tables(url, 'alpha')).toEqual(['_prisma_migrations', 'accounts', 'profiles']);
    expect(await tables(url, 'beta')).toEqual(['_prisma_migrations', 'accounts']);
    expect(await appliedMigrations(url, 'beta')).toEqual(migrationDirs(BETA));
    // prisma generate wrote each service's client
    for (const service of [ALPHA, BETA]) {
      expect(existsSync(path.join(service, 'src', 'generated', 'prisma', 'client.ts'))).toBe(true);
    }

    const status = await migrateAll({ root: ROOT, databaseUrl: url, command: 'status', generate: false });
    expect(status.every((r) => r.ok)).toBe(true);
  });

  it('migrate-all exits non-zero and names the service when a migration fails', async () => {
    const url = newDatabaseUrl('fail');
    const broken = path.join(BETA, 'prisma', 'migrations', '29990101000000_broken');
    cpSync(path.join(BETA, 'prisma', 'migrations', migrationDirs(BETA)[0] ?? ''), broken, {
      recursive: true,
    });
    writeFileSync(path.join(broken, 'migration.sql'), 'SELECT nope;');
    try {
      const cli = path.join(HERE, '..', 'bin', 'migrate-all.mjs');
      const run = promisify(execFile)(process.execPath, [cli, 'deploy', '--root', ROOT, '--no-generate'], {
        env: { ...process.env, DATABASE_URL: url },
      });
      const failure = await run.then(
        () => undefined,
        (error: unknown) => error as { code: number; stdout: string; stderr: string },
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toMatch(/✔ alpha/);
      expect(failure?.stdout).toMatch(/✘ beta/);
      expect(failure?.stderr).toContain('column "nope" does not exist');
      expect(await appliedMigrations(url, 'alpha')).toEqual(migrationDirs(ALPHA));
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
