import { REPO_ROOT, type TestDatabase, createTestDatabase } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const MIGRATIONS = `${REPO_ROOT}apps/ledger/prisma/migrations`;
const KEY_SCOPES = '20261125120000_scope_idempotency_keys';

interface Outcome {
  outcome: string;
  transaction_id: string | null;
}

/**
 * The migration that gave idempotency keys their namespaces, run on a journal in the state the
 * previous code left it: one key namespace for all, a member's spend holding the key of someone
 * else's payment.
 */
describe('ledger migration: idempotency keys by namespace', () => {
  const infra = inject('infra');
  let database: TestDatabase;
  let db: pg.Client;
  const squatter = randomUUID();
  const victim = randomUUID();

  async function apply(migration: string): Promise<void> {
    await db.query(await readFile(`${MIGRATIONS}/${migration}/migration.sql`, 'utf8'));
  }

  /** Movements through `ledger.post_movements`; the fingerprint leaves the namespace out, as the service does. */
  function post(movements: Record<string, unknown>[]): Promise<Outcome[]> {
    const items = movements.map(({ keyScope, ...movement }, item) => ({
      item,
      description: 'Mouvement',
      metadata: {},
      reversesId: null,
      ...movement,
      keyScope,
      fingerprint: JSON.stringify(movement),
    }));
    return db
      .query<Outcome>('SELECT outcome, transaction_id FROM ledger.post_movements($1::jsonb) ORDER BY item', [
        JSON.stringify(items),
      ])
      .then((result) => result.rows);
  }

  async function scopes(): Promise<Record<string, string>> {
    const { rows } = await db.query<{ idempotency_key: string; key_scope: string }>(
      'SELECT idempotency_key, key_scope::text FROM ledger.journal_transactions',
    );
    return Object.fromEntries(rows.map((row) => [row.idempotency_key, row.key_scope]));
  }

  beforeAll(async () => {
    database = await createTestDatabase(infra.databaseUrl, 'ledger_keys');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query('CREATE SCHEMA ledger; SET search_path TO ledger');
    const migrations = (await readdir(MIGRATIONS)).filter((name) => /^\d{14}_/.test(name)).sort();
    for (const migration of migrations.filter((name) => name < KEY_SCOPES)) await apply(migration);

    // The old state, written by the old function (one namespace, no key_scope).
    const old = await post([
      { key: 'grant-ancien', kind: 'grant', userId: squatter, amount: 20, systemCode: 'grants' },
      { key: 'flutterwave-777', kind: 'spend', userId: squatter, amount: -1, systemCode: 'revenue' },
      { key: `welcome-${victim}`, kind: 'spend', userId: squatter, amount: -1, systemCode: 'revenue' },
      {
        key: `boost-job:${squatter}:clic-1`,
        kind: 'spend',
        userId: squatter,
        amount: -1,
        systemCode: 'revenue',
      },
    ]);
    // The victim pays afterwards: its credits are refused, the key being the squatter's.
    const blocked = await post([
      { key: 'flutterwave-777', kind: 'purchase', userId: victim, amount: 250, systemCode: 'pack_sales' },
    ]);
    expect([...old, ...blocked].map((row) => row.outcome)).toEqual([
      'created',
      'created',
      'created',
      'created',
      'mismatch',
    ]);

    await apply(KEY_SCOPES);
  }, 60_000);

  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it("moves members' spends to their own namespace and keeps the rest in the system's", async () => {
    expect(await scopes()).toEqual({
      'grant-ancien': 'system',
      'flutterwave-777': 'member',
      [`welcome-${victim}`]: 'member',
      [`boost-job:${squatter}:clic-1`]: 'system',
    });
  });

  it('frees the taken system keys for the operations they belong to, and only those', async () => {
    const [payment, bonus, boost] = await post([
      {
        key: 'flutterwave-777',
        keyScope: 'system',
        kind: 'purchase',
        userId: victim,
        amount: 250,
        systemCode: 'pack_sales',
      },
      {
        key: `welcome-${victim}`,
        keyScope: 'system',
        kind: 'welcome_bonus',
        userId: victim,
        amount: 50,
        systemCode: 'welcome_bonus',
      },
      // A boost's key was the system's already: its retry still replays the first spend.
      {
        key: `boost-job:${squatter}:clic-1`,
        keyScope: 'system',
        kind: 'spend',
        userId: squatter,
        amount: -1,
        systemCode: 'revenue',
      },
    ]);
    expect(payment?.outcome).toBe('created');
    expect(bonus?.outcome).toBe('created');
    expect(boost?.outcome).toBe('replayed');

    // The squatter's own spend still answers its first result in its namespace.
    const [replay] = await post([
      {
        key: 'flutterwave-777',
        keyScope: 'member',
        kind: 'spend',
        userId: squatter,
        amount: -1,
        systemCode: 'revenue',
      },
    ]);
    expect(replay?.outcome).toBe('replayed');
    const { rows } = await db.query<{ balance: string }>(
      'SELECT balance::text FROM ledger.accounts WHERE owner_user_id = $1',
      [victim],
    );
    expect(rows[0]?.balance).toBe('300');
  });

  it('keeps the journal append-only once the backfill is done', async () => {
    await expect(db.query("UPDATE ledger.journal_transactions SET description = 'Modifiée'")).rejects.toThrow(
      'ne peuvent être ni modifiées ni supprimées',
    );
  });
});
