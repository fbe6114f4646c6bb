import {
  type Backend,
  type RunningNginx,
  createRegisteredAccount,
  startNginx,
  until,
} from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { chooseMenuItem } from './support/menu.js';
import { startBehindNginx } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Ziguinchor-2026!';
const QUESTION = 'Bonjour, le chantier de Mermoz commence-t-il lundi ?';
const TYPED_OFFLINE = 'Je passerai vous voir mardi matin.';
const JOB_TITLE = 'Carreleur pour une villa à Saly';
const OFFLINE_NOTICE =
  'Hors ligne : vous consultez les dernières informations enregistrées sur cet appareil.';
const MEMBER_READS = 'liggeey-member-reads';

/**
 * A member's last reads on a phone that loses the network (issue 19): the conversation and the job
 * board they opened come back after a reload without network, with the session resumed from the
 * device; what they type then is sent once the network is back; signing out leaves nothing of
 * theirs. Offline is real: nginx is stopped, then started again on the same address, and
 * Chromium's network is switched off meanwhile.
 */
describe("a member's last conversations and job offers, offline", () => {
  let backend: Backend;
  let nginx: RunningNginx;
  let browser: Browser;
  let db: pg.Client;
  let employer: { id: string; email: string };
  let worker: { id: string; email: string };

  beforeAll(async () => {
    ({ nginx, backend } = await startBehindNginx({
      label: 'e2e_offline_member',
      services: ['identity', 'profiles', 'messaging', 'jobs', 'ledger'],
    }));
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const events = { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace };
    employer = await createRegisteredAccount(db, events, {
      type: 'employer',
      fullName: 'Casamance Bâtiment',
      profession: null,
      password: PASSWORD,
    });
    worker = await createRegisteredAccount(db, events, {
      type: 'worker',
      fullName: 'Aliou Badji',
      profession: 'Carreleur',
      password: PASSWORD,
    });
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description)
       VALUES (gen_random_uuid(), $1, $2, 'BTP', 'CDD', 'Saly, Mbour', 'Pose de carrelage sur 200 m².')`,
      [employer.id, JOB_TITLE],
    );
    browser = await launchBrowser({ serviceWorkers: true });
  });

  afterAll(async () => {
    await browser.close();
    await db.end();
    await backend.stop();
    await nginx.stop();
  });

  const userMenu = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${worker.email} : menu utilisateur`) });

  it('reads them again after a reload without network, sends what was typed once back, and forgets them on sign-out', async () => {
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${nginx.origin}/login`, worker.email, PASSWORD);
    await diagnostics.waitForURL(`${nginx.origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(`${nginx.origin}/messages?recipient=${employer.id}`);
    await diagnostics.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = page.url();
    const log = page.getByRole('log', { name: 'Messages avec Casamance Bâtiment' });
    await page.getByRole('textbox', { name: 'Votre message' }).fill(QUESTION);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await log.getByText(QUESTION).waitFor();
    // Read once more, so the worker keeps the conversation with the question in it.
    await page.reload();
    await log.getByText(QUESTION).waitFor();
    await page.goto(`${nginx.origin}/jobs`);
    await page.getByText(JOB_TITLE).waitFor();
    await page.waitForFunction(async () => (await caches.match('/jobs')) !== undefined);

    const port = Number(new URL(nginx.origin).port);
    await nginx.stop();
    await browser.context.setOffline(true);
    try {
      await page.goto(conversationUrl);
      await page.getByText(OFFLINE_NOTICE).waitFor();
      await log.getByText(QUESTION).waitFor();
      await userMenu(page).waitFor();
      await page.goto(`${nginx.origin}/jobs`);
      await page.getByText(JOB_TITLE).waitFor();
      await page.goto(`${nginx.origin}/feed`);
      await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();

      await page.goto(conversationUrl);
      await page.getByRole('textbox', { name: 'Votre message' }).fill(TYPED_OFFLINE);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await log.getByText("En attente d'envoi").waitFor();
    } finally {
      nginx = await startNginx(inject('webDist'), backend.gatewayUrl, port);
      await browser.context.setOffline(false);
    }

    // The session is resumed with the provider, then the message goes, once.
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });
    await log.getByText("En attente d'envoi").waitFor({ state: 'detached' });
    const sent = async () =>
      (await db.query('SELECT 1 FROM messaging.messages WHERE content = $1', [TYPED_OFFLINE])).rowCount;
    expect(await until(sent, (count) => count === 1)).toBe(1);

    await chooseMenuItem(page, userMenu(page), 'Déconnexion');
    await page.getByText('Déconnexion réussie').waitFor();
    expect(await page.evaluate((name) => caches.has(name), MEMBER_READS)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('liggeey.member'))).toBeNull();
    expect(await sent()).toBe(1);
    await page.close();
  });
});
