import { type Backend, createActiveAccount, signInThroughGateway, startBackend } from '@liggeey/testing';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Louga-Export-2026';
const TRANSACTIONS = 100_000;
const MB = 1024 * 1024;

/** The gateway process's resident memory, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

describe('CSV exports of the back office lists', () => {
  let backend: Backend;
  let db: pg.Client;
  const headers: Record<'admin' | 'worker', Record<string, string>> = { admin: {}, worker: {} };
  let workerId: string;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'exports',
      services: ['identity', 'profiles', 'jobs', 'ledger', 'payments'],
      // V8 grows its young generation to 48 MB of garbage under a fast allocator (CI measured 57 MB
      // of resident growth once): kept small here, the growth left is what the export holds.
      envOf: (name): Record<string, string> =>
        name === 'gateway' ? { NODE_OPTIONS: '--max-semi-space-size=2' } : {},
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      const { id, email } = await createActiveAccount(db, type, PASSWORD);
      await db.query(
        `INSERT INTO profiles.profiles (id, full_name, type, profession, email, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())`,
        [id, type === 'worker' ? 'Awa "Dieynaba" Ndiaye; Thiès' : 'Admin Export', type, 'Couturière', email],
      );
      if (type === 'worker') workerId = id;
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      headers[type] = { authorization: `Bearer ${accessToken}` };
    }
    // A balanced journal written directly: one grant of 1 credit per transaction, both sides.
    await db.query(`
      INSERT INTO ledger.accounts (id, kind, system_code) VALUES ('00000000-0000-4000-8000-000000000001', 'system', 'export-test');
      INSERT INTO ledger.accounts (id, kind, owner_user_id) VALUES ('00000000-0000-4000-8000-000000000002', 'user', '${workerId}');
      INSERT INTO ledger.journal_transactions (id, idempotency_key, key_scope, kind, description, user_id, fingerprint, created_at)
        SELECT ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'export-' || i, 'system', 'grant',
               'Crédit n° ' || i, '${workerId}', 'export', now() - (${TRANSACTIONS} - i) * interval '1 second'
        FROM generate_series(1, ${TRANSACTIONS}) AS i;
      INSERT INTO ledger.entries (transaction_id, account_id, amount, balance_after)
        SELECT ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, side.account, side.amount, side.amount * i
        FROM generate_series(1, ${TRANSACTIONS}) AS i
        CROSS JOIN (VALUES ('00000000-0000-4000-8000-000000000001'::uuid, -1),
                           ('00000000-0000-4000-8000-000000000002'::uuid, 1)) AS side(account, amount)
        ORDER BY i, side.amount;`);
  }, 240_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('streams 100,000 transactions as a French CSV with flat memory', async () => {
    const pid = backend.gateway.child.pid ?? 0;
    // A small export first, so the code the export loads is not counted as rows held in memory.
    await (await fetch(`${backend.gatewayUrl}/exports/users.csv`, { headers: headers.admin })).text();
    const before = await residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      void residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes)));
    }, 20);

    const response = await fetch(`${backend.gatewayUrl}/exports/transactions.csv`, {
      headers: headers.admin,
    });
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let head = '';
    let lines = 0;
    for await (const chunk of response.body ?? []) {
      const piece = decoder.decode(chunk as Uint8Array, { stream: true });
      lines += piece.split('\r\n').length - 1;
      if (head.length < 400) head += piece;
    }
    clearInterval(sampler);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(head.startsWith('\uFEFFIdentifiant;Utilisateur;Description;Type;Montant (crédits);Date\r\n')).toBe(
      true,
    );
    expect(head.split('\r\n')[1]).toMatch(
      new RegExp(`^00000000-0000-4000-9000-000000100000;${workerId};Crédit n° 100000;Achat;1;`),
    );
    expect(lines).toBe(TRANSACTIONS + 1);
    expect(peak - before).toBeLessThan(50 * MB);
  }, 180_000);

  it('exports users with separators and quotes escaped', async () => {
    const response = await fetch(`${backend.gatewayUrl}/exports/users.csv`, { headers: headers.admin });
    const body = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = body.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toBe('Identifiant;Nom complet;Type;Métier;E-mail;Vérifié;Créé le');
    expect(rows.find((row) => row.startsWith(workerId))).toMatch(
      new RegExp(`^${workerId};"Awa ""Dieynaba"" Ndiaye; Thiès";Travailleur;Couturière;`),
    );
  });

  it('refuses every export to a visitor and a worker', async () => {
    for (const list of ['users', 'jobs', 'payments', 'transactions']) {
      const visitor = await fetch(`${backend.gatewayUrl}/exports/${list}.csv`);
      const worker = await fetch(`${backend.gatewayUrl}/exports/${list}.csv`, { headers: headers.worker });
      expect([list, visitor.status]).toEqual([list, 401]);
      expect([list, worker.status]).toEqual([list, 403]);
    }
  });
});
