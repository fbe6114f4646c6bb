import {
  type Backend,
  createActiveAccount,
  createRegisteredAccount,
  freePort,
  startBackend,
} from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { chooseOption } from './support/select.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Mbour-Promotion-2026!';
const PROMOTED = 'Mareyeur pour le quai de pêche';
const OTHER = 'Chauffeur frigorifique';

/**
 * Issue 16: an admin creates an external campaign for an offer in /admin/promotion; while it runs,
 * a worker sees the offer first on the job board with the tag 'Sponsorisé'.
 */
describe('an admin campaign sponsors an offer on the job board', () => {
  let backend: Backend;
  let web: WebServer;
  let db: pg.Client;
  let adminEmail: string;
  let workerEmail: string;
  const people = new PeopleBrowsers();

  async function signIn(path: string, email: string, landing: string, heading: string): Promise<Page> {
    const page = await people.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}${path}`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}${landing}`);
    // The code exchange is still in flight until the landing page shows.
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return page;
  }

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_promotion',
      services: ['identity', 'profiles', 'jobs'],
      gatewayPort,
      env: { ...web.identityEnv },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    adminEmail = (await createActiveAccount(db, 'admin', PASSWORD)).email;
    const events = { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace };
    const worker = await createRegisteredAccount(db, events, {
      type: 'worker',
      fullName: 'Awa Faye',
      profession: 'Mareyeuse',
      password: PASSWORD,
    });
    workerEmail = worker.email;
    const employerId = '6a4f1c52-0d1e-4d7b-9a57-2f1d3c8b9e01';
    await db.query("INSERT INTO jobs.employers (id, full_name) VALUES ($1, 'Pêcheries de Mbour')", [
      employerId,
    ]);
    // The promoted offer is the older one: only the campaign can put it first.
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'Commerce', 'CDD', 'Mbour', 'Tri et vente du poisson au quai.', now() - interval '2 days'),
              (gen_random_uuid(), $1, $3, 'Transport', 'CDI', 'Mbour', 'Livraisons vers Dakar en camion frigorifique.', now())`,
      [employerId, PROMOTED, OTHER],
    );
  });

  afterAll(async () => {
    await people.close();
    await db.end();
    await backend.stop();
    await web.close();
  });

  it("shows 'Sponsorisé' to a worker on the offer an admin's running campaign promotes", async () => {
    const admin = await signIn('/admin-login', adminEmail, '/admin', 'Administration');
    await admin.goto(`${web.url}/admin/promotion`);
    await admin.getByRole('heading', { level: 1, name: 'Promotion' }).waitFor();
    await admin.getByRole('button', { name: 'Ajouter une campagne' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nom de la campagne').fill('Radio Sud FM – quai de Mbour');
    await chooseOption(admin, dialog.getByLabel('Canal'), 'Radio');
    await dialog.getByLabel('Budget (F CFA)').fill('150000');
    // The offers are searched on the server as the admin types.
    const promotedItem = dialog.getByLabel('Élément promu');
    await promotedItem.click();
    await admin.keyboard.type(PROMOTED.slice(0, 10));
    // The server's answer has replaced the list: a click during that swap would pick nothing.
    await admin
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${OTHER}"]`)
      .waitFor({ state: 'detached' });
    await chooseOption(admin, promotedItem, `${PROMOTED} – Pêcheries de Mbour`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Checked once the dialog has faded out: half-transparent, its text failed the contrast check.
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.getByRole('row', { name: /Radio Sud FM/ });
    await row.getByText('Actif').waitFor();
    expect(await row.getByText('150 000 F CFA').count()).toBe(1);
    expect(await accessibilityViolations(admin)).toEqual([]);

    const worker = await signIn('/login', workerEmail, '/dashboard', 'Tableau de bord');
    await worker.goto(`${web.url}/jobs`);
    const promoted = worker.getByRole('article', { name: PROMOTED });
    await promoted.getByText('Sponsorisé').waitFor();
    expect(await worker.getByRole('article', { name: OTHER }).getByText('Sponsorisé').count()).toBe(0);
    const titles = await worker.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(0, 2)).toEqual([PROMOTED, OTHER]);
  });
});
