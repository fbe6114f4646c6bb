import {
  type EventEnvelope,
  IdentityEvents,
  type SessionsRevoked,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import {
  type Backend,
  type GraphQLResult,
  type InboxMail,
  type Maildev,
  createActiveAccount,
  graphql,
  signInThroughGateway,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const REQUEST = 'mutation Request($email: String!) { requestPasswordReset(email: $email) { message } }';
const RESET =
  'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const WEB = 'http://127.0.0.1:5173';
const OLD_PASSWORD = 'Ancien-mdp-2026';
const NEW_PASSWORD = 'Nouveau-mdp-Thies-2026';
const ANSWER =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien est valable 1 heure.';
const INVALID_LINK =
  'Ce lien de réinitialisation est invalide ou a expiré. Veuillez faire une nouvelle demande.';
const RATE_LIMITED = 'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.';
const MAX_PER_IP = 60;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('password reset through the gateway, identity and messaging', () => {
  let backend: Backend;
  let maildev: Maildev;
  let db: pg.Client;

  const requestReset = (email: string) =>
    graphql<{ requestPasswordReset: { message: string } }>(backend.gatewayUrl, REQUEST, {
      variables: { email },
    });
  const reset = (token: string, password: string) =>
    graphql<{ resetPassword: boolean }>(backend.gatewayUrl, RESET, { variables: { token, password } });
  const mailsTo = async (address: string) =>
    (await maildev.inbox()).filter((mail) => mail.to[0]?.address === address);
  /** Waits for the reset e-mail sent to `address` and returns the token of its link. */
  async function resetToken(address: string, nth = 1): Promise<string> {
    const mails = await until(
      () => mailsTo(address),
      (list) => list.filter((m) => m.subject.startsWith('Réinitialisation')).length >= nth,
    );
    const mail = mails.filter((m) => m.subject.startsWith('Réinitialisation'))[nth - 1];
    const link = new RegExp(`${WEB}/reinitialiser-mot-de-passe\\?token=([\\w-]+)`).exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  }
  const refresh = (refreshToken: string) =>
    fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: WEB },
      body: new URLSearchParams({
        client_id: 'web',
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
    });
  const expectAnswer = (result: GraphQLResult<{ requestPasswordReset: { message: string } }>) => {
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.requestPasswordReset.message).toBe(ANSWER);
  };

  beforeAll(async () => {
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'password_reset',
      services: ['identity', 'messaging'],
      env: {
        SMTP_URL: maildev.smtpUrl,
        WEB_URL: WEB,
        PASSWORD_RESET_MAX_PER_IP: String(MAX_PER_IP),
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
    maildev.stop();
  });

  it('mails a single-use link; the new password works, the old one and every earlier session do not', async () => {
    const account = await createActiveAccount(db, 'worker', OLD_PASSWORD);
    const before = await signInThroughGateway(backend.gatewayUrl, account.email, OLD_PASSWORD);

    expectAnswer(await requestReset(account.email.toUpperCase()));
    const token = await resetToken(account.email);
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe – Liggeey');
    expect(mail?.text).toContain("Ce lien est valable 1 heure et ne peut servir qu'une fois.");
    const { rows: stored } = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM identity.password_resets WHERE account_id = $1',
      [account.id],
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.errors).toBeUndefined();
    expect(done.data?.resetPassword).toBe(true);

    // Single use: the same link is refused afterwards, in French.
    const again = await reset(token, 'Encore-un-autre-2026');
    expect(again.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(again.errors?.[0]?.message).toBe(INVALID_LINK);

    // The session opened before the reset is over: its refresh token is refused.
    expect((await refresh(before.refreshToken)).status).toBe(400);
    const closed = async (table: 'auth_sessions' | 'browser_sessions') =>
      (
        await db.query<{ id: string; revoked_reason: string | null }>(
          `SELECT id, revoked_reason FROM identity.${table} WHERE account_id = $1`,
          [account.id],
        )
      ).rows;
    expect((await closed('auth_sessions')).map((s) => s.revoked_reason)).toEqual(['password_reset']);
    // The browser session too: the provider's cookie cannot resume it without the new password.
    const sessions = await closed('browser_sessions');
    expect(sessions.map((s) => s.revoked_reason)).toEqual(['password_reset']);
    const revoked = await lastEvent<SessionsRevoked>();
    expect(revoked).toEqual({ userId: account.id, sessionIds: sessions.map((s) => s.id) });

    await expect(signInThroughGateway(backend.gatewayUrl, account.email, OLD_PASSWORD)).rejects.toThrow();
    const after = await signInThroughGateway(backend.gatewayUrl, account.email, NEW_PASSWORD);
    expect(after.accessToken).toBeTruthy();

    // The owner is told, in French.
    const changed = await until(
      () => mailsTo(account.email),
      (list) => list.some((m) => m.subject === 'Votre mot de passe a été modifié – Liggeey'),
    );
    const notice = changed.find((m) => m.subject === 'Votre mot de passe a été modifié – Liggeey');
    expect(notice?.text).toContain('toutes vos sessions ont été fermées');
    expect(notice?.text).toContain(`${WEB}/mot-de-passe-oublie`);
  });

  it('refuses a link past its hour, and changes nothing', async () => {
    const account = await createActiveAccount(db, 'employer', OLD_PASSWORD);
    expectAnswer(await requestReset(account.email));
    const token = await resetToken(account.email);
    await db.query(
      "UPDATE identity.password_resets SET expires_at = now() - interval '1 second' WHERE account_id = $1",
      [account.id],
    );

    const result = await reset(token, NEW_PASSWORD);

    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toBe(INVALID_LINK);
    expect(
      (await signInThroughGateway(backend.gatewayUrl, account.email, OLD_PASSWORD)).accessToken,
    ).toBeTruthy();
  });

  it.each([
    ['spaces only', '            ', "Le mot de passe ne peut pas être composé uniquement d'espaces."],
    [
      'a common password',
      'password123',
      'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
    ],
    ['a password too short', 'Dkr-26', 'Le mot de passe doit contenir au moins 8 caractères.'],
  ])('refuses %s in French and keeps the link usable', async (_case, password, message) => {
    const account = await createActiveAccount(db, 'worker', OLD_PASSWORD);
    expectAnswer(await requestReset(account.email));
    const token = await resetToken(account.email);

    const refused = await reset(token, password);

    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(refused.errors?.[0]?.message).toBe(message);
    expect((await reset(token, NEW_PASSWORD)).data?.resetPassword).toBe(true);
  });

  it('answers an unknown address exactly as a known one, in the same time, and mails nobody', async () => {
    const known: { id: string; email: string }[] = [];
    for (let i = 0; i < 8; i += 1) known.push(await createActiveAccount(db, 'worker', OLD_PASSWORD));
    const unknown = known.map((_, i) => `inconnu-${i}-${Date.now()}@exemple.sn`);
    // Warm-up: the first calls of a path compile and connect.
    await requestReset(`echauffement-${Date.now()}@exemple.sn`);

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${backend.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: REQUEST, variables: { email } }),
      });
      const body = await response.text();
      return { ms: performance.now() - started, status: response.status, body };
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [i, account] of known.entries()) {
      const a = await timed(account.email);
      const b = await timed(unknown[i] ?? '');
      expect(b.status).toBe(a.status);
      expect(b.body).toBe(a.body);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }

    const [knownMs, unknownMs] = [median(knownTimes), median(unknownTimes)];
    expect(
      Math.abs(knownMs - unknownMs),
      `medians: known ${knownMs} ms, unknown ${unknownMs} ms`,
    ).toBeLessThan(50);
    console.info(
      `password reset request medians: known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`,
    );
    await resetToken(known.at(-1)?.email ?? '');
    const all: InboxMail[] = await maildev.inbox();
    expect(all.some((mail) => unknown.includes(mail.to[0]?.address ?? ''))).toBe(false);
  });

  it('limits the requests per address, for known and unknown addresses alike', async () => {
    const account = await createActiveAccount(db, 'worker', OLD_PASSWORD);
    const nobody = `personne-${Date.now()}@exemple.sn`;
    for (let i = 0; i < 5; i += 1) {
      expectAnswer(await requestReset(account.email));
      expectAnswer(await requestReset(nobody));
    }

    const [sixth, sixthUnknown] = [await requestReset(account.email), await requestReset(nobody)];

    for (const refused of [sixth, sixthUnknown]) {
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.message).toBe(RATE_LIMITED);
    }
    expect(sixthUnknown.status).toBe(sixth.status);
  });

  // Last: it spends this network address's budget.
  it('limits the requests from one network address', async () => {
    let answered = 0;
    let refused: GraphQLResult<unknown> | undefined;
    for (let i = 0; i <= MAX_PER_IP && !refused; i += 1) {
      const result = await requestReset(`reseau-${i}-${Date.now()}@exemple.sn`);
      if (result.errors) refused = result;
      else answered += 1;
    }

    expect(answered).toBeLessThan(MAX_PER_IP);
    expect(refused?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused?.errors?.[0]?.message).toBe(RATE_LIMITED);
  });

  /** The latest `identity.sessions.revoked` of this backend's stream. */
  async function lastEvent<T>(): Promise<T | undefined> {
    const connection = await connect({ servers: inject('infra').natsUrl });
    try {
      const manager = await jetstreamManager(connection);
      const message = await manager.streams.getMessage(eventsStreamName(backend.natsNamespace), {
        last_by_subj: eventSubject(backend.natsNamespace, IdentityEvents.sessionsRevoked),
      });
      return message ? message.json<EventEnvelope<T>>().payload : undefined;
    } finally {
      await connection.close();
    }
  }
});
