import { IdentityEvents } from '@liggeey/contracts';
import {
  type Backend,
  createActiveAccount,
  freePort,
  publishEvent,
  startBackend,
  until,
} from '@liggeey/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Tambacounda-Articles-2026!';
const TITLE = 'Cinq conseils pour un chantier réussi';
const INJECTED = '<img src=x onerror="window.articleInjected = true">';
const CONTENT = `## Préparer le devis\n\nUn devis **écrit** évite les malentendus.\n\n${INJECTED}`;

/**
 * Issue 16 (articles): an admin publishes an article from /admin/articles; a visitor, in a browser
 * of their own, finds it on the home page and /articles and reads it on /articles/{id}, where HTML
 * written in the text is shown as text and never run.
 */
describe('articles in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let uploadsDir: string;
  let adminEmail: string;
  const people = new PeopleBrowsers();

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-e2e-articles-'));
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_articles',
      services: ['identity', 'profiles', 'feed'],
      gatewayPort,
      env: { UPLOADS_DIR: uploadsDir, ...web.identityEnv },
    });
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const admin = await createActiveAccount(db, 'admin', PASSWORD);
    adminEmail = admin.email;
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: admin.id,
      email: admin.email,
      fullName: 'Mariama Diallo',
      type: 'admin',
      profession: null,
      confirmationUrl: `${web.url}/realms/liggeey/login-actions/confirm?token=t`,
    });
    await until(
      () => db.query('SELECT 1 FROM feed.authors WHERE id = $1', [admin.id]),
      (result) => result.rowCount === 1,
    );
    await db.end();
  });

  afterAll(async () => {
    await people.close();
    await backend.stop();
    await web.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('publishes an article that a visitor reads, with raw HTML shown as text', async () => {
    const admin = await people.newPage();
    const diagnostics = new PageDiagnostics(admin);
    await signInWithForm(admin, diagnostics, `${web.url}/admin-login`, adminEmail, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/admin`);
    await admin.goto(`${web.url}/admin/articles`);
    await admin.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await admin.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Titre').fill(TITLE);
    await dialog.getByLabel('Contenu (Markdown)').fill(CONTENT);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Article publié').waitFor();
    const row = admin.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Mariama Diallo').waitFor();

    const visitor = await people.newPage();
    const injected = () =>
      visitor.evaluate(() => (window as { articleInjected?: boolean }).articleInjected === true);
    await visitor.goto(`${web.url}/`);
    const latest = visitor.getByRole('region', { name: 'Nos derniers articles' });
    await latest.getByRole('heading', { level: 3, name: TITLE }).waitFor();
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await latest.getByRole('link', { name: 'Voir tous les articles' }).click();
    await visitor.waitForURL(`${web.url}/articles`);
    const card = visitor.getByRole('article').filter({ hasText: TITLE });
    await card.getByText(/Mariama Diallo/).waitFor();
    expect(await card.textContent()).toContain('1 min de lecture');
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await card.getByRole('link', { name: /Lire la suite/ }).click();
    await visitor.waitForURL(/\/articles\/[0-9a-f-]{36}$/);

    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Préparer le devis' }).waitFor();
    expect(await visitor.locator('article strong').first().textContent()).toBe('écrit');
    await visitor.getByText(INJECTED).waitFor();
    expect(await visitor.locator('article img[src="x"]').count()).toBe(0);
    expect(await injected()).toBe(false);
    expect(await visitor.title()).toBe(`${TITLE} – Liggeey`);
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toBe(TITLE);
    const share = await visitor.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href');
    expect(new URL(share ?? '').searchParams.get('text')).toBe(`${TITLE} ${visitor.url()}`);
    expect(await accessibilityViolations(visitor)).toEqual([]);
  });
});
