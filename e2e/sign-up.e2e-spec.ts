import { type Backend, type Maildev, freePort, startBackend, startMaildev, until } from '@liggeey/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';

/**
 * The whole first visit of a worker: sign up in the wizard, confirm from the e-mail in the SMTP
 * inbox, sign in, land on the dashboard. Chromium → web → gateway → identity, profiles, messaging.
 */
describe('a worker signs up, confirms the e-mail and signs in', () => {
  let backend: Backend;
  let web: WebServer;
  let browser: Browser;
  let maildev: Maildev;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_sign_up',
      services: ['identity', 'profiles', 'messaging'],
      gatewayPort,
      env: {
        SMTP_URL: maildev.smtpUrl,
        ...web.identityEnv,
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await backend.stop();
    await web.close();
    maildev.stop();
  });

  it('goes from /signup to /dashboard through the confirmation e-mail', async () => {
    const email = `ndeye.${Date.now()}@exemple.sn`;
    const password = 'Thies-2026-secret';
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);

    await page.goto(`${web.url}/signup`);
    await page.getByRole('radio', { name: /^Travailleur/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Nom complet').fill('Ndeye Fall');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByLabel('Métier').click();
    await page.getByRole('option', { name: 'Électricien' }).click();
    await page.getByRole('button', { name: "S'inscrire" }).click();

    // Back on the login form, with the spec's notice to confirm the e-mail.
    await diagnostics.waitForURL(/\/login\?challenge=/);
    await page.getByText('Inscription réussie !').waitFor();

    const inbox = await until(maildev.inbox, (mails) => mails.some((m) => m.to[0]?.address === email));
    const link = /https?:\/\/\S+\/realms\/liggeey\/login-actions\/confirm\?token=[\w-]+/.exec(
      inbox.find((m) => m.to[0]?.address === email)?.text ?? '',
    )?.[0];
    expect(link?.startsWith(web.url)).toBe(true);

    await page.goto(link ?? '');
    await diagnostics.waitForURL(/\/login\?challenge=/);
    await page.getByText('Adresse confirmée').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.close();
  });
});
