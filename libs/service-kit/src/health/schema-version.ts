import { readdirSync } from 'node:fs';
import { type PrismaClientLike } from '../database/prisma.provider.js';

/** Prisma migration directories: a 14-digit timestamp, then the name. */
const MIGRATION = /^\d{14}_[A-Za-z0-9_]+$/;

/**
 * The newest migration this code was built with: the last directory (by its timestamp) in the
 * service's `prisma/migrations`. Undefined when there is none to read.
 */
export function expectedMigration(migrationsDir: string): string | undefined {
  let entries: string[];
  try {
    entries = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && MIGRATION.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
  return entries.sort().at(-1);
}

/**
 * Whether the service's schema has `migration` applied (finished, not rolled back) in Prisma's
 * own table: code newer than its schema must not take traffic.
 */
export async function schemaHasMigration(
  prisma: PrismaClientLike,
  schema: string,
  migration: string,
): Promise<boolean> {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  // For a SELECT, the driver's affected-row count is the number of rows returned.
  const rows = await prisma.$executeRawUnsafe(
    `SELECT 1 FROM "${schema}"."_prisma_migrations" ` +
      'WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL',
    migration,
  );
  return rows > 0;
}
