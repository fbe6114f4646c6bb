import {
  type Backend,
  type InboxMail,
  type Maildev,
  createRegisteredAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const WEB = 'http://127.0.0.1:5173';
const PASSWORD = 'Kaffrine-Securite-2026';
const NEW_PASSWORD = 'Nouveau-Kaffrine-2026';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
const SESSIONS = '{ mySessions { id device country current lastSeenAt } }';
const CHANGE_PASSWORD =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { endedSessions } }';
const REQUEST_EMAIL =
  'mutation($p: String!, $e: String!) { requestEmailChange(password: $p, newEmail: $e) { message } }';
const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(token: $t) }';
const EMAIL_ANSWER =
  'Un e-mail de confirmation a été envoyé à la nouvelle adresse. Votre adresse sera modifiée dès que vous aurez cliqué sur le lien (valable 24 heures).';

interface Device {
  id: string;
  device: string | null;
  country: string | null;
  current: boolean;
}

/** Issue 14 item 5: the security section of /profile, through the gateway, identity and messaging. */
describe("the account's own security: password, address, devices", () => {
  const infra = inject('infra');
  let backend: Backend;
  let maildev: Maildev;
  let db: pg.Client;

  beforeAll(async () => {
    maildev = await startMaildev();
    backend = await startBackend(infra, {
      label: 'account_security',
      services: ['identity', 'profiles', 'messaging'],
      env: { SMTP_URL: maildev.smtpUrl, WEB_URL: WEB, CLIENT_COUNTRY_HEADER: 'cf-ipcountry' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
    maildev.stop();
  });

  const register = (fullName: string) =>
    createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName, profession: 'Menuisier', password: PASSWORD },
    );
  const signIn = (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    signInThroughGateway(backend.gatewayUrl, email, password, undefined, headers);
  const as = <T>(accessToken: string, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(backend.gatewayUrl, query, { variables, headers: { authorization: `Bearer ${accessToken}` } });
  const devices = async (accessToken: string) =>
    (await as<{ mySessions: Device[] }>(accessToken, SESSIONS)).data?.mySessions ?? [];
  const worksFor = async (accessToken: string) =>
    (await as<{ myProfile: { id: string } | null }>(accessToken, '{ myProfile { id } }')).errors ===
    undefined;
  const refreshes = async (refreshToken: string) =>
    (
      await fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'web',
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        }),
      })
    ).status === 200;

  it('lists the devices with browser, country and this one; signs one out, then all', async () => {
    const { email } = await register('Mame Diarra Fall');
    const phone = await signIn(email, PASSWORD, { 'user-agent': PHONE_UA, 'cf-ipcountry': 'SN' });
    const laptop = await signIn(email);
    const tablet = await signIn(email);

    const seen = await devices(phone.accessToken);
    expect(seen).toHaveLength(3);
    const current = seen.filter((d) => d.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome 120 · Android 10', country: 'SN' });

    const laptopId = (await devices(laptop.accessToken)).find((d) => d.current)?.id ?? '';
    const ended = await as<{ endSession: boolean }>(
      phone.accessToken,
      'mutation($id: ID!) { endSession(id: $id) }',
      { id: laptopId },
    );
    expect(ended.data?.endSession).toBe(true);
    await until(
      () => worksFor(laptop.accessToken),
      (works) => !works,
    );
    expect(await refreshes(laptop.refreshToken)).toBe(false);
    expect(await worksFor(tablet.accessToken)).toBe(true);
    expect((await devices(phone.accessToken)).map((d) => d.id)).not.toContain(laptopId);

    // Another member cannot sign this account's devices out.
    const stranger = await signIn((await register('Intrus Ndiaye')).email);
    const tabletId = (await devices(tablet.accessToken)).find((d) => d.current)?.id ?? '';
    const refused = await as(stranger.accessToken, 'mutation($id: ID!) { endSession(id: $id) }', {
      id: tabletId,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe('Session introuvable.');
    expect(await worksFor(tablet.accessToken)).toBe(true);
    // One of my own devices already signed out is not an error (a second click).
    expect(
      (await as(phone.accessToken, 'mutation($id: ID!) { endSession(id: $id) }', { id: laptopId })).errors,
    ).toBeUndefined();

    expect(
      (await as<{ endAllSessions: boolean }>(phone.accessToken, 'mutation { endAllSessions }')).data,
    ).toEqual({
      endAllSessions: true,
    });
    await until(
      () => worksFor(phone.accessToken),
      (works) => !works,
    );
    expect(await worksFor(tablet.accessToken)).toBe(false);
    expect(await refreshes(tablet.refreshToken)).toBe(false);
  });

  it('changes the password with the current one, keeps this device and signs the others out', async () => {
    const { email } = await register('Ousmane Gueye');
    const here = await signIn(email);
    const elsewhere = await signIn(email);

    const wrong = await as(here.accessToken, CHANGE_PASSWORD, { c: 'pas-le-bon-2026', n: NEW_PASSWORD });
    expect(wrong.errors?.[0]?.message).toBe('Mot de passe actuel incorrect.');
    const weak = await as(here.accessToken, CHANGE_PASSWORD, { c: PASSWORD, n: 'azerty123' });
    expect(weak.errors?.[0]?.message).toBe(
      'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
    );
    await expect(signIn(email, PASSWORD)).resolves.toBeTruthy();

    const changed = await as<{ changePassword: { endedSessions: number } }>(
      here.accessToken,
      CHANGE_PASSWORD,
      {
        c: PASSWORD,
        n: NEW_PASSWORD,
      },
    );
    // The other device and the sign-in just above are out; this one stays.
    expect(changed.data?.changePassword.endedSessions).toBe(2);
    expect(await worksFor(here.accessToken)).toBe(true);
    expect(await refreshes(here.refreshToken)).toBe(true);
    await until(
      () => worksFor(elsewhere.accessToken),
      (works) => !works,
    );
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    await expect(signIn(email, NEW_PASSWORD)).resolves.toBeTruthy();

    const mails = await until(maildev.inbox, (list) =>
      list.some(
        (m) => m.to[0]?.address === email && m.subject === 'Votre mot de passe a été modifié – Liggeey',
      ),
    );
    const notice = mails.find(
      (m) => m.to[0]?.address === email && m.subject.startsWith('Votre mot de passe'),
    );
    expect(notice?.text).toContain('vos autres appareils ont été déconnectés');
  });

  it('moves the account to a new address once the link sent there is opened, and tells the old one', async () => {
    const { email, id } = await register('Coumba Sarr');
    const session = await signIn(email);
    const newEmail = `coumba.nouvelle-${Date.now()}@exemple.sn`;

    const wrong = await as(session.accessToken, REQUEST_EMAIL, { p: 'pas-le-bon-2026', e: newEmail });
    expect(wrong.errors?.[0]?.message).toBe('Mot de passe actuel incorrect.');
    const asked = await as<{ requestEmailChange: { message: string } }>(session.accessToken, REQUEST_EMAIL, {
      p: PASSWORD,
      e: newEmail.toUpperCase(),
    });
    expect(asked.data?.requestEmailChange.message).toBe(EMAIL_ANSWER);

    // Nothing changes until the link is opened.
    await expect(signIn(email)).resolves.toBeTruthy();
    const inbox = await until(maildev.inbox, (list) => list.some((m) => m.to[0]?.address === newEmail));
    const link = inbox.find((m) => m.to[0]?.address === newEmail);
    expect(link?.subject).toBe('Confirmez votre nouvelle adresse e-mail – Liggeey');
    const token = new RegExp(`${WEB}/confirmer-email\\?token=([\\w-]+)`).exec(link?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const confirmed = await graphql<{ confirmEmailChange: string }>(backend.gatewayUrl, CONFIRM_EMAIL, {
      variables: { t: token },
    });
    expect(confirmed.data?.confirmEmailChange).toBe(newEmail);
    const again = await graphql(backend.gatewayUrl, CONFIRM_EMAIL, { variables: { t: token } });
    expect(again.errors?.[0]?.message).toBe(
      'Ce lien de confirmation est invalide ou a expiré. Veuillez refaire la demande depuis votre profil.',
    );

    await expect(signIn(email)).rejects.toThrow();
    await expect(signIn(newEmail)).resolves.toBeTruthy();
    const profileEmail = async () =>
      (await db.query<{ email: string }>('SELECT email FROM profiles.profiles WHERE id = $1', [id])).rows[0]
        ?.email;
    await until(profileEmail, (value) => value === newEmail);
    const toldOld = (m: InboxMail) =>
      m.to[0]?.address === email && m.subject === 'Votre adresse e-mail a été modifiée – Liggeey';
    const told = await until(maildev.inbox, (list) => list.some(toldOld));
    expect(told.find(toldOld)?.text).toContain(newEmail);
  });

  it('answers alike for an address another account uses, and sends it nothing', async () => {
    const { email } = await register('Babacar Diouf');
    const { email: taken } = await register('Awa Thiam');
    const session = await signIn(email);

    const asked = await as<{ requestEmailChange: { message: string } }>(session.accessToken, REQUEST_EMAIL, {
      p: PASSWORD,
      e: taken,
    });

    expect(asked.data?.requestEmailChange.message).toBe(EMAIL_ANSWER);
    const { rows } = await db.query('SELECT 1 FROM identity.email_changes WHERE new_email = $1', [taken]);
    expect(rows).toHaveLength(0);
    const same = await as(session.accessToken, REQUEST_EMAIL, { p: PASSWORD, e: email });
    expect(same.errors?.[0]?.message).toBe('Cette adresse est déjà celle de votre compte.');
  });
});
