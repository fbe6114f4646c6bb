import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** URL of the new database (same server, user and options as the base URL). */
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, so files never see each other's rows: empty, or a copy of
 * a template (see `migratedTemplate`).
 */
export async function createTestDatabase(
  baseUrl: string,
  label: string,
  template?: string,
): Promise<TestDatabase> {
  const name = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(baseUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

export async function renameDatabase(baseUrl: string, from: string, to: string): Promise<void> {
  await withAdmin(baseUrl, async (client) => {
    await client.query(`ALTER DATABASE "${from}" RENAME TO "${to}"`);
  });
}

async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  url.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
