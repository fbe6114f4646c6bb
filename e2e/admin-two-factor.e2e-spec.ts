import { type Backend, createActiveAccount, freePort, startBackend } from '@liggeey/testing';
import { generate } from 'otplib';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { chooseMenuItem } from './support/menu.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Casamance-2026!';

/** Two-factor sign-in through the real chain: Chromium → web → gateway → identity. */
describe('two-factor sign-in of an admin in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  const people = new PeopleBrowsers();
  let email: string;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_admin_two_factor',
      services: ['identity', 'profiles'],
      gatewayPort,
      env: { ...web.identityEnv },
    });
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    ({ email } = await createActiveAccount(db, 'admin', PASSWORD));
    await db.end();
  });

  afterAll(async () => {
    await people.close();
    await backend.stop();
    await web.close();
  });

  async function typePassword(page: Page): Promise<PageDiagnostics> {
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/admin-login`, email, PASSWORD);
    return diagnostics;
  }

  const userMenu = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${email} : menu utilisateur`) });

  async function signOut(page: Page, diagnostics: PageDiagnostics): Promise<void> {
    await chooseMenuItem(page, userMenu(page), 'Déconnexion');
    // Only the redirect matters here, not the home page's load.
    await diagnostics.waitForURL(`${web.url}/`, { waitUntil: 'commit' });
  }

  it('an admin turns two-factor on, enrols with the QR code and signs in with a code', async () => {
    const page = await people.newPage();
    const diagnostics = await typePassword(page);
    await diagnostics.waitForURL(`${web.url}/admin`);

    await page.goto(`${web.url}/admin/security`);
    const twoFactor = page.getByRole('switch', {
      name: 'Authentification à deux facteurs pour les administrateurs',
    });
    await expect(twoFactor.getAttribute('aria-checked')).resolves.toBe('false');
    await twoFactor.click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Paramètres enregistrés').waitFor();
    // The toast stays clear of the header: its user menu answers a tap at once.
    await userMenu(page).click({ trial: true, timeout: 1_000 });
    await signOut(page, diagnostics);

    // The password alone leads to the enrolment, not into the back office.
    await typePassword(page);
    await page.getByRole('heading', { name: "Configurer l'authentification à deux facteurs" }).waitFor();
    await page
      .getByRole('img', { name: "QR code à scanner avec votre application d'authentification" })
      .waitFor();
    const secret = /[A-Z2-7]{16,}/.exec((await page.getByTestId('totp-secret').textContent()) ?? '')?.[0];
    expect(secret).toBeDefined();
    expect(page.url()).toMatch(/\/login\?challenge=/);
    expect(await accessibilityViolations(page)).toEqual([]);

    const code = page.getByLabel('Code de vérification');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Activer et se connecter' }).click();
    await page.getByText(/^Code invalide\./).waitFor();

    await code.fill(await generate({ secret: secret ?? '' }));
    await page.getByRole('button', { name: 'Activer et se connecter' }).click();
    await page.getByRole('heading', { name: 'Codes de secours' }).waitFor();
    await expect(
      page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').count(),
    ).resolves.toBe(10);
    await page.getByRole('button', { name: "J'ai noté mes codes, continuer" }).click();
    await diagnostics.waitForURL(`${web.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await signOut(page, diagnostics);

    // Next time: the password, then the application's code (the next time step: each is used once).
    await typePassword(page);
    await page.getByRole('heading', { name: 'Code de vérification' }).waitFor();
    await expect(page.getByTestId('totp-secret').count()).resolves.toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page
      .getByLabel('Code de vérification')
      .fill(await generate({ secret: secret ?? '', epoch: Math.floor(Date.now() / 1_000) + 30 }));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await diagnostics.waitForURL(`${web.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.close();
  });
});
