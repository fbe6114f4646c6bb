import { IdentityEvents } from '@liggeey/contracts';
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type Backend } from './backend.js';
import { publishEvent } from './events.js';
import { until } from './maildev.js';
import { signInThroughGateway } from './oidc.js';

const lastOnClient = new WeakMap<pg.Client, Promise<unknown>>();

/**
 * One statement at a time on a client shared by people created together (`Promise.all`): pg
 * queues a statement sent while another runs, but that is deprecated and goes in pg 9.
 */
function queryInTurn(db: pg.Client, text: string, values: unknown[]): Promise<pg.QueryResult> {
  const previous = lastOnClient.get(db) ?? Promise.resolve();
  const result = previous.catch(() => undefined).then(() => db.query(text, values));
  lastOnClient.set(db, result);
  return result;
}

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
  const passwordHash = await hash(password);
  await queryInTurn(
    db,
    "INSERT INTO identity.accounts (id, email, password_hash, type, status) VALUES ($1, $2, $3, $4, 'active')",
    [id, email, passwordHash, type],
  );
  return { id, email };
}

export interface RegisteredPerson {
  type: 'worker' | 'employer' | 'admin';
  fullName: string;
  profession: string | null;
  password: string;
}

/**
 * An active account announced as registered (`identity.user.registered`), once the profiles
 * service has created its profile: what the services that copy names (jobs, feed…) also receive.
 * The profile is confirmed, as an active account's is, so searches and directories list it.
 */
export async function createRegisteredAccount(
  db: pg.Client,
  events: { natsUrl: string; namespace: string },
  { type, fullName, profession, password }: RegisteredPerson,
): Promise<{ id: string; email: string }> {
  const account = await createActiveAccount(db, type, password);
  await publishEvent(events.natsUrl, events.namespace, IdentityEvents.userRegistered, {
    userId: account.id,
    email: account.email,
    fullName,
    type,
    profession,
    confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
  });
  await until(
    () => queryInTurn(db, 'SELECT 1 FROM profiles.profiles WHERE id = $1', [account.id]),
    (result) => result.rowCount === 1,
  );
  await confirmProfile(db, account.id);
  return account;
}

/**
 * Lists a profile as `identity.user.confirmed` does, written straight into its table: publishing
 * the event would also give the ledger's welcome bonus, which tests counting credits do not expect.
 */
export async function confirmProfile(db: pg.Client, id: string): Promise<void> {
  await queryInTurn(db, 'UPDATE profiles.profiles SET confirmed_at = now() WHERE id = $1', [id]);
}

/** A registered person signed in through the gateway, with the headers of their GraphQL calls. */
export interface SignedInPerson {
  id: string;
  accessToken: string;
  headers: Record<string, string>;
}

/** `createRegisteredAccount` on a test back end, then signed in through its gateway. */
export async function signedInPerson(
  backend: Pick<Backend, 'gatewayUrl' | 'natsNamespace'>,
  db: pg.Client,
  natsUrl: string,
  person: RegisteredPerson,
): Promise<SignedInPerson> {
  const { id, email } = await createRegisteredAccount(
    db,
    { natsUrl, namespace: backend.natsNamespace },
    person,
  );
  const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, person.password);
  return { id, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
