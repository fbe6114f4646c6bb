import {
  type Backend,
  type InboxMail,
  type Maildev,
  createRegisteredAccount,
  freePort,
  startBackend,
  startMaildev,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';

const OLD_PASSWORD = 'Ancien-mdp-Kaolack-2026';
const NEW_PASSWORD = 'Nouveau-mdp-Kaolack-2026';

/**
 * "Mot de passe oublié ?" from end to end: /login → the request page → the e-mail in the SMTP
 * inbox → its link → a new password → sign in with it. Chromium → web → gateway → identity,
 * messaging (and profiles, for the dashboard reached at the end).
 */
describe('a worker who forgot the password chooses a new one through the e-mailed link', () => {
  let backend: Backend;
  let web: WebServer;
  let browser: Browser;
  let maildev: Maildev;
  let db: pg.Client;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    maildev = await startMaildev();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_password_reset',
      services: ['identity', 'profiles', 'messaging'],
      gatewayPort,
      env: { SMTP_URL: maildev.smtpUrl, ...web.identityEnv },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser.close();
    await db.end();
    await backend.stop();
    await web.close();
    maildev.stop();
  });

  it('goes from /login to /dashboard with the new password', async () => {
    const { email } = await createRegisteredAccount(
      db,
      { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Aminata Ba', profession: 'Coiffeur', password: OLD_PASSWORD },
    );
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);

    await page.goto(`${web.url}/login`);
    await diagnostics.waitForURL(/\/login\?challenge=/);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await diagnostics.waitForURL(`${web.url}/mot-de-passe-oublie`);
    // The login form, which has an 'Email' field too, stays on screen until the page's code is there.
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Vérifiez votre boîte mail').waitFor();

    const resetMail = (m: InboxMail) =>
      m.to[0]?.address === email && m.subject.startsWith('Réinitialisation de votre mot de passe');
    const inbox = await until(maildev.inbox, (mails) => mails.some(resetMail));
    const link = /https?:\/\/\S+\/reinitialiser-mot-de-passe\?token=[\w-]+/.exec(
      inbox.find(resetMail)?.text ?? '',
    )?.[0];
    expect(link?.startsWith(web.url)).toBe(true);

    await page.goto(link ?? '');
    await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmez le mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

    // Back on the login form, with the notice; the old password no longer works, the new one does.
    await diagnostics.waitForURL(/\/login\?challenge=/);
    await page.getByText('Mot de passe modifié').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email ou mot de passe incorrect.').waitFor();
    await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const changed = await until(maildev.inbox, (mails) =>
      mails.some(
        (m) => m.to[0]?.address === email && m.subject.startsWith('Votre mot de passe a été modifié'),
      ),
    );
    // One link, one notice: nothing else about the password reached the address.
    const aboutPassword = changed.filter((m) => m.to[0]?.address === email && /mot de passe/.test(m.subject));
    expect(aboutPassword).toHaveLength(2);
    await page.close();
  });
});
