import { type Backend, createActiveAccount, freePort, startBackend } from '@liggeey/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Louga-Formation-2026!';
const PASSAGE = 'Les commandes de tissu wax passées avant midi sont livrées le jour même à Louga.';

/**
 * Issue 15: an admin trains the assistant with a document in /admin/ai-training, then a visitor
 * asks the chat widget on / and gets a passage of that document with its title as the source.
 */
describe('the assistant learns from a document', () => {
  let backend: Backend;
  let web: WebServer;
  let folder: string;
  let adminEmail: string;
  const people = new PeopleBrowsers();

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_assistant',
      services: ['identity', 'profiles', 'assistant'],
      gatewayPort,
      env: { ...web.identityEnv },
    });
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    adminEmail = (await createActiveAccount(db, 'admin', PASSWORD)).email;
    await db.end();
    folder = await mkdtemp(join(tmpdir(), 'liggeey-training-'));
  });

  afterAll(async () => {
    await people.close();
    await backend.stop();
    await web.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers a visitor from the document an admin uploaded', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText(PASSAGE, { x: 30, y: 700, size: 10, font });
    const file = join(folder, 'Livraisons Louga.pdf');
    await writeFile(file, await pdf.save());

    const admin = await people.newPage();
    const diagnostics = new PageDiagnostics(admin);
    await signInWithForm(admin, diagnostics, `${web.url}/admin-login`, adminEmail, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/admin`);
    await admin.goto(`${web.url}/admin/ai-training`);
    await admin.getByRole('heading', { level: 1, name: 'Formation IA' }).waitFor();
    await admin.locator('input[type="file"]').setInputFiles(file);
    await admin.getByRole('button', { name: 'Importer' }).click();
    const row = admin.getByRole('row', { name: /Livraisons Louga/ });
    await row.getByText('Prêt').waitFor({ timeout: 20_000 });

    const visitor = await people.newPage();
    await visitor.goto(`${web.url}/`);
    // The home page's HTML is pre-rendered: a tap before its scripts ran is not seen (on a loaded
    // machine they come late). Tap again until React has opened the panel.
    // The launcher comes after the open panel, whose own button is also 'Fermer l'assistant'.
    const launcher = visitor.getByRole('button', { name: /^(Ouvrir|Fermer) l'assistant$/ }).last();
    await expect
      .poll(
        async () => {
          if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
          return launcher.getAttribute('aria-expanded');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('true');
    const question = visitor.getByRole('textbox', { name: 'Votre question' });
    await question.fill('Quand est livrée une commande de wax à Louga ?');
    await question.press('Enter');
    const log = visitor.getByRole('log');
    await log.getByText(/livrées le jour même à Louga/).waitFor();
    await log.getByText('Source : Livraisons Louga').waitFor();
    expect(await log.getByText(/livrées le jour même/).count()).toBe(1);
  });
});
