import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  type Maildev,
  publishEvent,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

describe('messaging sends the account confirmation e-mail', () => {
  let backend: Backend;
  let maildev: Maildev;

  beforeAll(async () => {
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'messaging_confirmation',
      services: ['messaging'],
      env: { SMTP_URL: maildev.smtpUrl },
    });
  });

  afterAll(async () => {
    await backend.stop();
    maildev.stop();
  });

  it('mails the French confirmation link to the new account, once per registration', async () => {
    const eventId = randomUUID();
    const confirmationUrl = `http://127.0.0.1:5173/realms/liggeey/login-actions/confirm?token=${randomUUID()}`;
    const registration = {
      userId: randomUUID(),
      email: 'mariama.diallo@exemple.sn',
      fullName: 'Mariama Diallo',
      type: 'worker' as const,
      profession: 'Infirmier à domicile',
      confirmationUrl,
    };
    await publishEvent(
      inject('infra').natsUrl,
      backend.natsNamespace,
      IdentityEvents.userRegistered,
      registration,
      eventId,
    );
    // A redelivery of the same fact (same event id) must not send a second e-mail.
    await publishEvent(
      inject('infra').natsUrl,
      backend.natsNamespace,
      IdentityEvents.userRegistered,
      registration,
      eventId,
    );

    const mails = await until(maildev.inbox, (inbox) => inbox.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await maildev.inbox()).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to[0]?.address).toBe('mariama.diallo@exemple.sn');
    expect(mail?.from[0]).toMatchObject({ address: 'no-reply@liggeey.sn', name: 'Liggeey' });
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail – Liggeey');
    expect(mail?.text).toContain('Bonjour Mariama Diallo,');
    expect(mail?.text).toContain(confirmationUrl);
    expect(mail?.html).toContain(`href="${confirmationUrl}"`);
  });
});
