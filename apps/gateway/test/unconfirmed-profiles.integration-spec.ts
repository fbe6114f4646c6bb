import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  type Maildev,
  type SignedInPerson,
  createActiveAccount,
  graphql,
  publishEvent,
  signInThroughGateway,
  signedInPerson,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Tambacounda-2026!';
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }';
const SEARCH = 'query($i: WorkerSearchInput!) { searchWorkers(input: $i) { total items { id } } }';
const DIRECTORY = 'query($i: WorkerSearchInput) { workers(input: $i) { total items { id } } }';
const AVAILABLE = '{ availableWorkers(limit: 12) { id } }';
const USERS = 'query($q: String!) { searchUsers(query: $q) { id } }';
const PROFILE = 'query($id: ID!) { profile(id: $id) { id fullName } }';
const MY_PROFILE = '{ myProfile { id fullName } }';
const START = 'mutation($r: ID!) { startConversation(recipientId: $r) { id } }';
const WORK = 'query($id: ID!) { portfolio(ownerId: $id) { id } reviews(workerId: $id) { id } }';

/** Where a worker shows to an employer: each listing, and their page. */
interface Sightings {
  search: boolean;
  directory: boolean;
  newestInDirectory: boolean;
  available: boolean;
  userSearch: boolean;
  page: boolean;
}

describe('unconfirmed accounts are in no listing until their e-mail is confirmed', () => {
  let backend: Backend;
  let maildev: Maildev;
  let db: pg.Client;
  let employer: SignedInPerson;
  let admin: SignedInPerson;

  const call = <T>(who: { headers: Record<string, string> }, query: string, variables = {}) =>
    graphql<T>(backend.gatewayUrl, query, { headers: who.headers, variables });
  const publish = (event: Parameters<typeof publishEvent>[2], payload: object) =>
    publishEvent(inject('infra').natsUrl, backend.natsNamespace, event, payload);
  const profileRow = (id: string) =>
    db.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM profiles.profiles WHERE id = $1',
      [id],
    );

  /** Every place the employer could meet the worker named `surname`. */
  async function sightings(id: string, surname: string): Promise<Sightings> {
    const has = (items: { id: string }[] | undefined) => (items ?? []).some((item) => item.id === id);
    const [search, directory, newest, available, users, page] = await Promise.all([
      call<{ searchWorkers: { items: { id: string }[] } }>(employer, SEARCH, { i: { q: surname } }),
      call<{ workers: { items: { id: string }[] } }>(employer, DIRECTORY, { i: { q: surname } }),
      call<{ workers: { items: { id: string }[] } }>(employer, DIRECTORY, { i: { pageSize: 48 } }),
      call<{ availableWorkers: { id: string }[] }>(employer, AVAILABLE),
      call<{ searchUsers: { id: string }[] }>(employer, USERS, { q: surname }),
      call<{ profile: { id: string } }>(employer, PROFILE, { id }),
    ]);
    for (const result of [search, directory, newest, available, users]) expect(result.errors).toBeUndefined();
    if (page.errors) expect(page.errors[0]?.extensions?.code).toBe('NOT_FOUND');
    return {
      search: has(search.data?.searchWorkers.items),
      directory: has(directory.data?.workers.items),
      newestInDirectory: has(newest.data?.workers.items),
      available: has(available.data?.availableWorkers),
      userSearch: has(users.data?.searchUsers),
      page: page.data?.profile.id === id,
    };
  }

  const nowhere: Sightings = {
    search: false,
    directory: false,
    newestInDirectory: false,
    available: false,
    userSearch: false,
    page: false,
  };
  const everywhere: Sightings = {
    search: true,
    directory: true,
    newestInDirectory: true,
    available: true,
    userSearch: true,
    page: true,
  };

  beforeAll(async () => {
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'unconfirmed_profiles',
      services: ['identity', 'profiles', 'messaging'],
      env: { SMTP_URL: maildev.smtpUrl, WEB_URL: 'http://127.0.0.1:5173' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const person = (type: 'employer' | 'admin', fullName: string) =>
      signedInPerson(backend, db, inject('infra').natsUrl, {
        type,
        fullName,
        profession: null,
        password: PASSWORD,
      });
    [employer, admin] = await Promise.all([
      person('employer', 'Bakel Travaux'),
      person('admin', 'Admin Bakel'),
    ]);
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    maildev.stop();
  });

  it('lists a signed-up worker only once the link of the confirmation e-mail is opened', async () => {
    const email = 'khadija.thiandoum@exemple.sn';
    const signUp = await graphql(backend.gatewayUrl, SIGN_UP, {
      variables: {
        i: {
          type: 'worker',
          fullName: 'Khadija Thiandoum',
          email,
          password: PASSWORD,
          profession: 'Électricien',
        },
      },
    });
    expect(signUp.errors).toBeUndefined();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM identity.accounts WHERE email = $1', [
      email,
    ]);
    const id = rows[0]?.id ?? '';
    await until(
      () => profileRow(id),
      (result) => result.rowCount === 1,
    );

    expect(await sightings(id, 'Thiandoum')).toEqual(nowhere);
    const conversation = await call(employer, START, { r: id });
    expect(conversation.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // What hangs from the profile is hidden with it, as for a profile that does not exist.
    await db.query(
      `INSERT INTO profiles.portfolio_items (id, owner_id, title, type, file_url, updated_at)
       VALUES (gen_random_uuid(), $1, 'Tableau électrique', 'image', '/files/portfolio/x.webp', now())`,
      [id],
    );
    await db.query(
      `INSERT INTO profiles.reviews (id, worker_id, employer_id, job_id, job_title, rating)
       VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), 'Câblage', 5)`,
      [id, employer.id],
    );
    type Work = { portfolio: { id: string }[]; reviews: { id: string }[] };
    const counts = async (who: SignedInPerson) => {
      const answer = await call<Work>(who, WORK, { id });
      expect(answer.errors).toBeUndefined();
      return { portfolio: answer.data?.portfolio.length, reviews: answer.data?.reviews.length };
    };
    expect(await counts(employer)).toEqual({ portfolio: 0, reviews: 0 });
    expect(await counts(admin)).toEqual({ portfolio: 1, reviews: 1 });
    const asAdmin = await call<{ profile: { id: string } }>(admin, PROFILE, { id });
    expect(asAdmin.data?.profile.id).toBe(id);
    const adminUsers = await call<{ adminUsers: { items: { id: string }[] } }>(
      admin,
      '{ adminUsers { items { id } } }',
    );
    expect(adminUsers.data?.adminUsers.items.map((user) => user.id)).toContain(id);

    const inbox = await until(maildev.inbox, (mails) => mails.some((mail) => mail.to[0]?.address === email));
    const text = inbox.find((mail) => mail.to[0]?.address === email)?.text ?? '';
    const link = /http:\/\/127\.0\.0\.1:5173(\/realms\/liggeey\/login-actions\/confirm\?token=[\w-]+)/.exec(
      text,
    );
    const opened = await fetch(`${backend.gatewayUrl}${link?.[1] ?? ''}`, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('http://127.0.0.1:5173/login?confirmed=1');

    await until(
      () => profileRow(id),
      (result) => result.rows[0]?.confirmed === true,
    );
    expect(await sightings(id, 'Thiandoum')).toEqual(everywhere);
    expect(await counts(employer)).toEqual({ portfolio: 1, reviews: 1 });
    const started = await call(employer, START, { r: id });
    expect(started.errors).toBeUndefined();
  });

  it('shows the owner their own profile before profiles learns of the confirmation', async () => {
    // Identity has activated the account; its confirmation has not reached profiles yet.
    const account = await createActiveAccount(db, 'worker', PASSWORD);
    await publish(IdentityEvents.userRegistered, {
      userId: account.id,
      email: account.email,
      fullName: 'Mamadou Coulibaly',
      type: 'worker',
      profession: 'Menuisier',
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
    });
    await until(
      () => profileRow(account.id),
      (result) => result.rowCount === 1,
    );
    const { accessToken } = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
    const owner = { headers: { authorization: `Bearer ${accessToken}` } };

    const mine = await call<{ myProfile: { id: string } }>(owner, MY_PROFILE);
    const page = await call<{ profile: { id: string } }>(owner, PROFILE, { id: account.id });
    expect(mine.data?.myProfile).toEqual({ id: account.id, fullName: 'Mamadou Coulibaly' });
    expect(page.data?.profile).toEqual({ id: account.id, fullName: 'Mamadou Coulibaly' });
    expect(await sightings(account.id, 'Coulibaly')).toEqual(nowhere);
  });

  it('lists a profile whose confirmation arrived before its registration', async () => {
    const userId = randomUUID();
    await publish(IdentityEvents.userConfirmed, { userId, type: 'worker' });
    await until(
      () => db.query('SELECT 1 FROM profiles.account_confirmations WHERE user_id = $1', [userId]),
      (result) => result.rowCount === 1,
    );
    await publish(IdentityEvents.userRegistered, {
      userId,
      email: 'aissatou.sagna@exemple.sn',
      fullName: 'Aïssatou Sagna',
      type: 'worker',
      profession: 'Couturière',
      confirmationUrl: 'http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=t',
    });

    await until(
      () => profileRow(userId),
      (result) => result.rows[0]?.confirmed === true,
    );
    expect(await sightings(userId, 'Sagna')).toEqual(everywhere);
  });
});
