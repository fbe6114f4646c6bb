import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { postgresStartupOptions } from '../src/index.js';

describe("a service's Postgres connection settings", () => {
  it('start every connection with the kit’s settings and the service’s own', async () => {
    const client = new pg.Client({
      connectionString: inject('infra').databaseUrl,
      options: postgresStartupOptions({ work_mem: '16MB' }),
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ work_mem: string; random_page_cost: string }>(
        "SELECT current_setting('work_mem') AS work_mem, current_setting('random_page_cost') AS random_page_cost",
      );
      expect(rows[0]).toEqual({ work_mem: '16MB', random_page_cost: '1.1' });
    } finally {
      await client.end();
    }
  });

  it("let a service's own setting replace the kit's", () => {
    expect(postgresStartupOptions({ random_page_cost: 2 })).toBe('-c random_page_cost=2');
  });
});
