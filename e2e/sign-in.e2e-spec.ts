import { type Backend, freePort, startBackend, createActiveAccount } from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { submitSignInForm } from './support/sign-in.js';

const PASSWORD = 'Teranga-2026!';

/** Sign-in through the real chain: Chromium → web (keycloak-js) → gateway → identity. */
describe('sign-in in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  // Each test is another person on another phone (the provider's session is per browser).
  const people = new PeopleBrowsers();
  const accounts: Record<'admin' | 'worker', string> = { admin: '', worker: '' };

  beforeAll(async () => {
    const gatewayPort = await freePort();
    // The preview server's proxy reads the gateway address when it starts.
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_sign_in',
      // The session reads the signed-in user's profile (spec §4): profiles must answer.
      services: ['identity', 'profiles'],
      gatewayPort,
      env: {
        ...web.identityEnv,
      },
    });
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      accounts[type] = (await createActiveAccount(db, type, PASSWORD)).email;
    }
    await db.end();
  });

  afterAll(async () => {
    await people.close();
    await backend.stop();
    await web.close();
  });

  async function submitCredentials(page: Page, email: string): Promise<PageDiagnostics> {
    const diagnostics = new PageDiagnostics(page);
    await submitSignInForm(page, diagnostics, email, PASSWORD);
    return diagnostics;
  }

  it('signs a worker in from /login and lands on the dashboard', async () => {
    const page = await people.newPage();
    await page.goto(`${web.url}/login`);

    const diagnostics = await submitCredentials(page, accounts.worker);

    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.close();
  });

  it('signs an admin in from /admin-login and lands on /admin', async () => {
    const page = await people.newPage();
    await page.goto(`${web.url}/admin-login`);

    const diagnostics = await submitCredentials(page, accounts.admin);

    await diagnostics.waitForURL(`${web.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.close();
  });

  it('refuses a worker on /admin-login with the spec text', async () => {
    const page = await people.newPage();
    await page.goto(`${web.url}/admin-login`);

    await submitCredentials(page, accounts.worker);

    await page.getByText("Accès réservé à l'administrateur.").waitFor();
    expect(page.url()).toMatch(/\/login\?challenge=/);
    await page.close();
  });
});
