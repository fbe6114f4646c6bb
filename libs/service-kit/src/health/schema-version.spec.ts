import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMigrationsDir } from './service-probes.js';
import { expectedMigration } from './schema-version.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('expectedMigration', () => {
  it('is the newest migration directory by its timestamp, ignoring other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    dirs.push(dir);
    for (const name of ['20260101000000_init', '20261125120000_scope_keys', '20260601000000_more'])
      mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"');
    expect(expectedMigration(dir)).toBe('20261125120000_scope_keys');
  });

  it('is undefined without a migrations directory', () => {
    expect(expectedMigration(join(tmpdir(), 'no-such-migrations-dir'))).toBeUndefined();
  });

  it('reads the real migrations of a built service (apps/<svc>/dist/main.js)', () => {
    const dir = defaultMigrationsDir(join(process.cwd(), 'apps/ledger/dist/main.js'));
    expect(expectedMigration(dir)).toMatch(/^\d{14}_/);
  });
});
