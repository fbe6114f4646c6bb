import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * An active account of the given type written straight into identity's table (no sign-up, no
 * e-mail), with a fresh address; for tests that need someone to sign in as.
 */
export async function createActiveAccount(
  db: pg.Client,
  type: 'worker' | 'employer' | 'admin',
  password: string,
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${type}-${id.slice(0, 8)}@exemple.sn`;
  await db.query(
    "INSERT INTO identity.accounts (id, email, password_hash, type, status) VALUES ($1, $2, $3, $4, 'active')",
    [id, email, await hash(password), type],
  );
  return { id, email };
}
