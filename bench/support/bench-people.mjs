import { hash } from '@node-rs/argon2';
import pg from 'pg';

/** The realtime benches' members: fixed ids (`c0000000-…`) and addresses, reused run after run. */
export const BENCH_PEOPLE_PASSWORD = 'Bench-Realtime-2026!';
export const benchPersonId = (n) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const benchPersonEmail = (n) => `bench-realtime-${n}@bench.liggeey.sn`;

/** Makes members 1…count (active employer accounts with a confirmed profile) if missing. */
export async function ensureBenchPeople(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const passwordHash = await hash(BENCH_PEOPLE_PASSWORD);
    const ids = Array.from({ length: count }, (_, n) => benchPersonId(n + 1));
    const emails = Array.from({ length: count }, (_, n) => benchPersonEmail(n + 1));
    await db.query(
      `INSERT INTO identity.accounts (id, email, password_hash, type, status)
       SELECT id, mail, $3, 'employer', 'active' FROM unnest($1::uuid[], $2::text[]) AS t(id, mail)
       ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash, status = 'active'`,
      [ids, emails, passwordHash],
    );
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at, confirmed_at)
       SELECT id, '[bench] Personne ' || ord, 'employer', mail, now(), now()
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS t(id, mail, ord)
       ON CONFLICT (id) DO NOTHING`,
      [ids, emails],
    );
  } finally {
    await db.end();
  }
}
