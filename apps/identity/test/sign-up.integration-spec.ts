import { type Backend, type Maildev, graphql, startBackend, startMaildev, until } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }`;
const PASSWORD = 'Ndakaaru-2026';

describe('sign-up through the gateway, across identity, profiles and messaging', () => {
  let backend: Backend;
  let maildev: Maildev;
  let db: pg.Client;

  const signUp = (input: Record<string, unknown>) =>
    graphql<{ signUp: { email: string } }>(backend.gatewayUrl, SIGN_UP, { variables: { input } });
  const worker = (email: string) => ({
    type: 'worker',
    fullName: 'Cheikh Ndiaye',
    email,
    password: PASSWORD,
    profession: 'Maçon',
  });

  beforeAll(async () => {
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'sign_up',
      services: ['identity', 'profiles', 'messaging'],
      env: { SMTP_URL: maildev.smtpUrl, WEB_URL: 'http://127.0.0.1:5173' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    maildev.stop();
  });

  it('creates a pending account, its profile and the confirmation e-mail; the link activates the account', async () => {
    const result = await signUp(worker('Cheikh.Ndiaye@Exemple.sn'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUp.email).toBe('cheikh.ndiaye@exemple.sn');

    const { rows: accounts } = await db.query<{ id: string; status: string; type: string }>(
      "SELECT id, status, type FROM identity.accounts WHERE email = 'cheikh.ndiaye@exemple.sn'",
    );
    expect(accounts.map(({ status, type }) => ({ status, type }))).toEqual([
      { status: 'pending', type: 'worker' },
    ]);
    const profile = await until(
      () =>
        db.query('SELECT full_name, profession, type FROM profiles.profiles WHERE id = $1', [
          accounts[0]?.id,
        ]),
      (r) => r.rowCount === 1,
    );
    expect(profile.rows[0]).toEqual({ full_name: 'Cheikh Ndiaye', profession: 'Maçon', type: 'worker' });

    const inbox = await until(maildev.inbox, (mails) =>
      mails.some((m) => m.to[0]?.address === 'cheikh.ndiaye@exemple.sn'),
    );
    const link = /http:\/\/127\.0\.0\.1:5173(\/realms\/liggeey\/login-actions\/confirm\?token=[\w-]+)/.exec(
      inbox[0]?.text ?? '',
    );
    expect(link).not.toBeNull();

    // The browser follows the link through the web origin's /realms proxy, i.e. the gateway.
    const opened = await fetch(`${backend.gatewayUrl}${link?.[1] ?? ''}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('http://127.0.0.1:5173/login?confirmed=1');
    const { rows } = await db.query('SELECT status FROM identity.accounts WHERE id = $1', [accounts[0]?.id]);
    expect(rows[0]).toEqual({ status: 'active' });

    const again = await fetch(`${backend.gatewayUrl}${link?.[1] ?? ''}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('http://127.0.0.1:5173/login?confirmed=1');
    const forged = await fetch(`${backend.gatewayUrl}/realms/liggeey/login-actions/confirm?token=forged`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe('http://127.0.0.1:5173/login?confirmed=0');
  });

  it('answers a sign-up with an existing address exactly as a new one, and e-mails the owner instead', async () => {
    const first = await signUp(worker('awa.sow@exemple.sn'));
    const second = await signUp({ ...worker('AWA.SOW@exemple.sn'), type: 'employer', profession: null });
    const fresh = await signUp({
      ...worker('awa.sow.nouvelle@exemple.sn'),
      type: 'employer',
      profession: null,
    });

    expect(first.errors).toBeUndefined();
    expect(second.status).toBe(fresh.status);
    expect(second.errors).toBeUndefined();
    expect(second.data).toEqual({ signUp: { email: 'awa.sow@exemple.sn' } });
    expect(fresh.data).toEqual({ signUp: { email: 'awa.sow.nouvelle@exemple.sn' } });
    const { rows } = await db.query<{ type: string }>(
      "SELECT type FROM identity.accounts WHERE email = 'awa.sow@exemple.sn'",
    );
    expect(rows).toEqual([{ type: 'worker' }]);

    const inbox = await until(maildev.inbox, (mails) =>
      mails.some((m) => m.to[0]?.address === 'awa.sow@exemple.sn' && m.subject.startsWith('Tentative')),
    );
    const notice = inbox.find(
      (m) => m.to[0]?.address === 'awa.sow@exemple.sn' && m.subject.startsWith('Tentative'),
    );
    expect(notice?.subject).toBe('Tentative d’inscription avec votre adresse – Liggeey');
    expect(notice?.text).toContain(
      "Quelqu'un vient d'essayer de créer un compte Liggeey avec votre adresse e-mail.",
    );
    expect(notice?.text).toContain('http://127.0.0.1:5173/login');
    expect(notice?.text).toContain('http://127.0.0.1:5173/mot-de-passe-oublie');
    // The owner got the confirmation of the first sign-up and this notice, nothing else.
    expect(inbox.filter((m) => m.to[0]?.address === 'awa.sow@exemple.sn')).toHaveLength(2);
  });

  it.each([
    [
      'a password shorter than the security setting',
      { password: 'court' },
      'Le mot de passe doit contenir au moins 8 caractères.',
    ],
    [
      'a password made only of spaces',
      { password: '          ' },
      "Le mot de passe ne peut pas être composé uniquement d'espaces.",
    ],
    [
      'a common password',
      { password: 'motdepasse' },
      'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
    ],
    ['a worker without a profession', { profession: null }, 'Veuillez choisir un métier.'],
    ['an admin account', { type: 'admin' }, 'Les données envoyées ne sont pas valides.'],
    ['an invalid e-mail', { email: 'pas-un-email' }, 'Veuillez saisir une adresse e-mail valide.'],
    ['a name too long', { fullName: 'N'.repeat(121) }, 'Ce texte ne doit pas dépasser 120 caractères.'],
  ])('refuses %s in French and creates nothing', async (_case, change, message) => {
    const email = `refus-${Math.random().toString(36).slice(2, 8)}@exemple.sn`;
    const result = await signUp({ ...worker(email), ...change });

    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toBe(message);
    const { rowCount } = await db.query('SELECT 1 FROM identity.accounts WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });
});
