import { databaseExists, ensureDatabase, migrateAll } from '@liggeey/prisma-engine';
import { createHash } from 'node:crypto';
import { glob, readFile } from 'node:fs/promises';
import { REPO_ROOT } from './app-process.js';
import { renameDatabase } from './database.js';

/** Applies every service's migrations to the database, each in its own schema. */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  await migrateAll({ root: REPO_ROOT, databaseUrl, command: 'deploy', generate: false });
}

/**
 * A database holding every service's migrations, named after a hash of the migration files, for
 * test databases to be cloned from (CREATE DATABASE … TEMPLATE takes well under a second, applying
 * eight migration histories takes half a minute). Built under a temporary name and renamed when
 * complete, so a concurrent run never clones a half-migrated template.
 */
export async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `liggeey_template_${await migrationsHash()}`;
  if (await databaseExists(databaseUrlFor(baseUrl, name))) return name;
  const building = `${name}_${process.pid}`;
  const url = databaseUrlFor(baseUrl, building);
  await ensureDatabase(url);
  await migrateDatabase(url);
  await renameDatabase(baseUrl, building, name);
  return name;
}

function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for await (const file of glob('apps/*/prisma/migrations/*/migration.sql', { cwd: REPO_ROOT }))
    files.push(file);
  for (const file of files.sort()) hash.update(file).update(await readFile(`${REPO_ROOT}${file}`));
  return hash.digest('hex').slice(0, 12);
}
