import { type Backend, createRegisteredAccount, freePort, startBackend, until } from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Kaffrine-2026!';
const QUESTION = 'Bonjour, êtes-vous disponible lundi ?';
const ANSWER = 'Oui, dès 8 h.';
const OFFLINE = 'Je confirme pour lundi, à 8 h.';
const OFFLINE_ELSEWHERE = "J'apporte le devis mardi.";

interface Member {
  id: string;
  email: string;
}

/**
 * Spec §2/§4 messaging, live, through the real chain (two Chromium browsers → web → gateway
 * GraphQL and socket.io → messaging, profiles): A writes to B, B sees it without reloading, with
 * the unread badge, B answers, A sees the answer, and both conversation lists follow.
 */
describe('live messaging between two people in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let browserA: Browser;
  let browserB: Browser;
  let db: pg.Client;
  let employer: Member;
  let worker: Member;

  async function member(type: 'worker' | 'employer', fullName: string, profession: string | null) {
    const account = await createRegisteredAccount(
      db,
      { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace },
      { type, fullName, profession, password: PASSWORD },
    );
    return account;
  }

  async function signIn(
    browser: Browser,
    email: string,
  ): Promise<{ page: Page; diagnostics: PageDiagnostics }> {
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/login`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    return { page, diagnostics };
  }

  /** The conversation row of the list, found by the other person's name. */
  const row = (page: Page, name: string) =>
    page.getByRole('list', { name: 'Liste des conversations' }).getByRole('link', { name: new RegExp(name) });

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_messaging',
      services: ['identity', 'profiles', 'messaging', 'ledger'],
      gatewayPort,
      env: {
        ...web.identityEnv,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    employer = await member('employer', 'Kaffrine Agro', null);
    worker = await member('worker', 'Seynabou Gueye', 'Couturière');
    [browserA, browserB] = await Promise.all([launchBrowser(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([browserA.close(), browserB.close()]);
    await db.end();
    await backend.stop();
    await web.close();
  });

  it('delivers messages both ways live, with the unread badge and both lists kept up to date', async () => {
    const a = await signIn(browserA, employer.email);
    const b = await signIn(browserB, worker.email);
    // B opens the messages page through the header: from here on B's page never reloads.
    await b.page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await b.page.getByText('Sélectionnez une conversation pour afficher ses messages.').waitFor();
    const loadsBefore = await b.page.evaluate(() => performance.getEntriesByType('navigation').length);

    // A starts the conversation as the profile page's Message button does.
    await a.page.goto(`${web.url}/messages?recipient=${worker.id}`);
    await a.diagnostics.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await a.page.getByRole('textbox', { name: 'Votre message' }).fill(QUESTION);
    await a.page.getByRole('button', { name: 'Envoyer' }).click();
    await a.page.getByRole('log').getByText(QUESTION).waitFor();

    await row(b.page, 'Kaffrine Agro').getByText(QUESTION).waitFor();
    await b.page.getByLabel('1 conversation non lue').waitFor();
    await row(b.page, 'Kaffrine Agro').click();
    await b.page.getByRole('log', { name: 'Messages avec Kaffrine Agro' }).getByText(QUESTION).waitFor();
    // Opening it marks it read: the badge goes away.
    await b.page.getByLabel('1 conversation non lue').waitFor({ state: 'detached' });
    await b.page.getByRole('textbox', { name: 'Votre message' }).fill(ANSWER);
    await b.page.getByRole('textbox', { name: 'Votre message' }).press('Enter');

    await a.page.getByRole('log', { name: 'Messages avec Seynabou Gueye' }).getByText(ANSWER).waitFor();
    await row(a.page, 'Seynabou Gueye').getByText(ANSWER).waitFor();
    await row(b.page, 'Kaffrine Agro').getByText(`Vous : ${ANSWER}`).waitFor();
    // A had the conversation open when the answer came: A has read it.
    await a.page.getByRole('log').getByText('· Vu').waitFor();

    expect(await b.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    const { rows } = await db.query('SELECT content FROM messaging.messages ORDER BY seq');
    expect(rows).toEqual([{ content: QUESTION }, { content: ANSWER }]);
    expect(await accessibilityViolations(b.page)).toEqual([]);
    await Promise.all([a.page.close(), b.page.close()]);
  });

  it('keeps a message typed offline as pending, then sends it once when the network is back', async () => {
    // Both are still signed in from the test above: a new tab restores the session.
    const a = { page: await browserA.context.newPage() };
    const diagnostics = new PageDiagnostics(a.page);
    await a.page.goto(`${web.url}/messages?recipient=${worker.id}`);
    await diagnostics.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const log = a.page.getByRole('log', { name: 'Messages avec Seynabou Gueye' });
    await log.getByText(ANSWER).waitFor();
    const stored = async () =>
      (await db.query('SELECT 1 FROM messaging.messages WHERE content = $1', [OFFLINE])).rowCount;

    await browserA.context.setOffline(true);
    try {
      await a.page.getByRole('textbox', { name: 'Votre message' }).fill(OFFLINE);
      await a.page.getByRole('button', { name: 'Envoyer' }).click();
      await log.getByText(OFFLINE).waitFor();
      await log.getByText("En attente d'envoi").waitFor();
      expect(await a.page.getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('');
      expect(await stored()).toBe(0);
    } finally {
      await browserA.context.setOffline(false);
    }

    await log.getByText("En attente d'envoi").waitFor({ state: 'detached' });
    await log.getByText(OFFLINE).waitFor();
    expect(await until(stored, (count) => count === 1)).toBe(1);
    // The worker receives it like any other message.
    const b = { page: await browserB.context.newPage() };
    await b.page.goto(a.page.url());
    await b.page.getByRole('log', { name: 'Messages avec Kaffrine Agro' }).getByText(OFFLINE).waitFor();
    expect(await stored()).toBe(1);
    await Promise.all([a.page.close(), b.page.close()]);
  });

  it('sends a message typed offline from whichever page is open when the network is back', async () => {
    const first = await browserA.context.newPage();
    const diagnostics = new PageDiagnostics(first);
    await first.goto(`${web.url}/messages?recipient=${worker.id}`);
    await diagnostics.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const log = first.getByRole('log', { name: 'Messages avec Seynabou Gueye' });
    await log.getByText(ANSWER).waitFor();
    const stored = async () =>
      (await db.query('SELECT 1 FROM messaging.messages WHERE content = $1', [OFFLINE_ELSEWHERE])).rowCount;

    await browserA.context.setOffline(true);
    try {
      await first.getByRole('textbox', { name: 'Votre message' }).fill(OFFLINE_ELSEWHERE);
      await first.getByRole('button', { name: 'Envoyer' }).click();
      await log.getByText("En attente d'envoi").waitFor();
      // The conversation is closed before the network comes back.
      await first.close();
      // Checked while still offline: once the network is back it may be sent at any moment.
      expect(await stored()).toBe(0);
    } finally {
      await browserA.context.setOffline(false);
    }

    const dashboard = await browserA.context.newPage();
    await dashboard.goto(`${web.url}/dashboard`);
    expect(await until(stored, (count) => count === 1)).toBe(1);
    expect(new URL(dashboard.url()).pathname).toBe('/dashboard');
    await dashboard.close();
  });
});
