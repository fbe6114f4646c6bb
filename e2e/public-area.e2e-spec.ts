import {
  type Backend,
  freePort,
  graphql,
  seedService,
  signInThroughGateway,
  startBackend,
  createActiveAccount,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { type Browser, PeopleBrowsers, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Rufisque-2026!';
const TOAST = '.ant-notification-notice';

/**
 * The public area and its admin pages through the real chain: Chromium → web → gateway → identity,
 * profiles, assistant, feed, messaging and ledger, on seeded reference data.
 */
describe('public area in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let browser: Browser;
  /** The visitor browses in `browser`; each person who signs in has a browser of their own. */
  const people = new PeopleBrowsers();
  let db: pg.Client;
  const accounts: Record<'admin' | 'worker', string> = { admin: '', worker: '' };

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_public_area',
      services: ['identity', 'profiles', 'assistant', 'feed', 'messaging', 'ledger'],
      gatewayPort,
      env: {
        ...web.identityEnv,
      },
    });
    for (const service of ['profiles', 'assistant', 'feed', 'ledger']) await seedService(backend, service);
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      accounts[type] = (await createActiveAccount(db, type, PASSWORD)).email;
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await people.close();
    await db.end();
    await backend.stop();
    await web.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(`${web.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  async function signIn(page: Page, email: string): Promise<PageDiagnostics> {
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/login`, email, PASSWORD);
    return diagnostics;
  }

  it('shows the tagline and the header links, and goes to /metiers without reloading', async () => {
    const page = await open('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Connecter les talents et les opportunités' })
      .waitFor();
    const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [label, href] of [
      ['Accueil', '/'],
      ['Métiers', '/metiers'],
      ['Profils', '/profiles'],
      ['Boutique', '/store'],
      ['FAQ', '/faq'],
    ] as const) {
      expect(await mainNav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    // The home page shows the seeded store products, each linking to its page.
    const productLinks = page.locator('a[href^="/product/"]');
    await productLinks.first().waitFor();
    expect(await productLinks.count()).toBe(3);

    // A full page load would wipe this marker; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { liggeeySamePage: true }));
    await mainNav.getByRole('link', { name: 'Métiers', exact: true }).click();
    await page.waitForURL(`${web.url}/metiers`);
    await page.getByRole('heading', { level: 1, name: 'Un Univers de Talents' }).waitFor();
    expect(await page.evaluate(() => 'liggeeySamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  /**
   * Brings out the states a visitor sees once the page answers: a chosen trade's call to action,
   * the contact form's enabled submit button. A disabled or absent control escapes the contrast check.
   */
  const INTERACTIVE_STATES: Record<string, (page: Page) => Promise<void>> = {
    '/metiers': async (page) => {
      await page.getByRole('button', { name: 'Plombier' }).click();
      await expectDrawnOnItsOwnColour(page.getByRole('link', { name: 'Voir les professionnels' }));
    },
    '/contact': async (page) => {
      await expectDrawnOnItsOwnColour(page.locator('button[type=submit]:not([disabled])'));
    },
    '/store': async (page) => {
      await expectDrawnOnItsOwnColour(page.getByRole('button', { name: 'Acheter' }).first());
    },
  };

  /** axe takes text as hidden on purpose when it has its background's colour: checked here. */
  async function expectDrawnOnItsOwnColour(control: Locator): Promise<void> {
    await control.waitFor();
    const { color, background } = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(color).not.toBe(background);
  }

  it.each(['/', '/metiers', '/faq', '/contact', '/store'])(
    'has no serious accessibility violation on %s, in the light and the dark theme',
    async (path) => {
      const prepare = INTERACTIVE_STATES[path] ?? (() => Promise.resolve());
      const page = await open(path);
      await prepare(page);
      const light = await accessibilityViolations(page);
      await page.evaluate(() => localStorage.setItem('liggeey.theme', 'dark'));
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      await prepare(page);
      const dark = await accessibilityViolations(page);
      expect({ light, dark }).toEqual({ light: [], dark: [] });
      await page.close();
    },
  );

  it('keeps the chosen theme across a reload', async () => {
    const page = await open('/');
    const toggle = page.getByRole('button', { name: 'Thème sombre' });
    const before = await toggle.getAttribute('aria-pressed');

    await toggle.click();
    await page.reload();

    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const after = await page.getByRole('button', { name: 'Thème sombre' }).getAttribute('aria-pressed');
    expect(after).toBe(before === 'true' ? 'false' : 'true');
    expect(await page.locator('html').getAttribute('data-theme')).toBe(after === 'true' ? 'dark' : 'light');
    await page.close();
  });

  it('welcomes a first-time visitor once', async () => {
    const firstTimer = await launchBrowser({ firstVisit: true });
    try {
      const page = await firstTimer.context.newPage();
      await page.goto(web.url);
      const dialog = page.getByRole('dialog', { name: 'Bienvenue sur Liggeey' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1_000);
      expect(await dialog.isVisible()).toBe(false);
    } finally {
      await firstTimer.close();
    }
  });

  it('shows one toast at a time, the newest, and hides it after 5 s', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.locator(TOAST, { hasText: 'Recherche vide' }).waitFor();

    const newsletter = page.getByLabel('Adresse e-mail');
    await newsletter.fill('pas-une-adresse');
    await newsletter.press('Enter');
    await page.locator(TOAST, { hasText: 'Adresse e-mail invalide' }).waitFor();
    const shownAt = Date.now();

    expect(await page.locator(TOAST).count()).toBe(1);
    expect(await page.locator(TOAST).innerText()).not.toContain('Recherche vide');
    await page.locator(TOAST).waitFor({ state: 'detached', timeout: 10_000 });
    const shownForMs = Date.now() - shownAt;
    expect(shownForMs).toBeGreaterThan(4_000);
    expect(shownForMs).toBeLessThan(7_500);
    await page.close();
  });

  it('subscribes to the newsletter once, refusing an invalid address', async () => {
    const page = await open('/');
    const email = `abonne-${randomUUID().slice(0, 8)}@exemple.sn`;
    const subscribers = async () =>
      (await db.query('SELECT 1 FROM messaging.newsletter_subscribers WHERE email = $1', [email])).rowCount;
    const subscribe = async (address: string, expected: string) => {
      await page.getByLabel('Adresse e-mail').fill(address);
      await page.getByLabel('Adresse e-mail').press('Enter');
      await page.locator(TOAST, { hasText: expected }).waitFor();
    };

    await subscribe('awa@exemple', 'Adresse e-mail invalide');
    expect(await db.query('SELECT 1 FROM messaging.newsletter_subscribers')).toMatchObject({ rowCount: 0 });
    await subscribe(email, 'Inscription réussie !');
    expect(await subscribers()).toBe(1);
    // A repeat is answered like the first time: the page does not tell who is subscribed.
    await page.locator(TOAST, { hasText: 'Inscription réussie !' }).waitFor({ state: 'detached' });
    await subscribe(email.toUpperCase(), 'Inscription réussie !');
    expect(await subscribers()).toBe(1);
    await page.close();
  });

  it('filters the FAQ by category', async () => {
    const page = await open('/faq');
    const categories = (await db.query<{ category: string }>('SELECT DISTINCT category FROM assistant.faqs'))
      .rows;
    const category = categories[0]?.category ?? '';
    const inCategory = (
      await db.query<{ question: string }>('SELECT question FROM assistant.faqs WHERE category = $1', [
        category,
      ])
    ).rows.map((row) => row.question);
    const elsewhere = (
      await db.query<{ question: string }>('SELECT question FROM assistant.faqs WHERE category <> $1', [
        category,
      ])
    ).rows.map((row) => row.question);
    expect(categories.length).toBeGreaterThan(1);

    await page
      .getByRole('radiogroup', { name: 'Filtrer par catégorie' })
      .getByText(category, { exact: true })
      .click();

    for (const question of inCategory) await page.getByText(question, { exact: true }).waitFor();
    for (const question of elsewhere) expect(await page.getByText(question, { exact: true }).count()).toBe(0);
    // The chosen category is drawn as chosen, not only checked for the screen reader.
    const background = (name: string) =>
      page
        .getByRole('radiogroup', { name: 'Filtrer par catégorie' })
        .getByText(name, { exact: true })
        .evaluate((label) => getComputedStyle(label).backgroundColor);
    expect(await background(category)).not.toBe(await background('Tous'));
    await page
      .getByRole('radiogroup', { name: 'Filtrer par catégorie' })
      .getByText('Tous', { exact: true })
      .click();
    for (const question of elsewhere) await page.getByText(question, { exact: true }).waitFor();
    await page.close();
  });

  it('stores a contact message that an admin reads in /admin/messages', async () => {
    const subject = `Question sur les crédits ${randomUUID().slice(0, 6)}`;
    const page = await open('/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator(TOAST, { hasText: 'Veuillez remplir tous les champs.' }).waitFor();
    expect(await db.query('SELECT 1 FROM messaging.contact_messages')).toMatchObject({ rowCount: 0 });

    await page.getByLabel('Nom').fill('Mariama Sow');
    await page.getByLabel('Email').fill('mariama.sow@exemple.sn');
    await page.getByLabel('Sujet').fill(subject);
    await page.getByLabel('Message').fill('Comment acheter un pack de crédits avec Wave ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator(TOAST, { hasText: 'Message envoyé !' }).waitFor();
    const stored = await db.query<{ is_read: boolean }>(
      'SELECT is_read FROM messaging.contact_messages WHERE subject = $1',
      [subject],
    );
    expect(stored.rows).toEqual([{ is_read: false }]);
    await page.close();

    const admin = await people.newPage();
    const diagnostics = await signIn(admin, accounts.admin);
    await diagnostics.waitForURL(`${web.url}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await admin.goto(`${web.url}/admin/messages`);
    const row = admin.getByRole('row', { name: `Message non lu de Mariama Sow : ${subject}` });
    await row.waitFor();
    await row.click();
    await admin.getByRole('dialog').getByText('Comment acheter un pack de crédits avec Wave ?').waitFor();
    await admin.getByRole('row', { name: `Message lu de Mariama Sow : ${subject}` }).waitFor();
    const read = await db.query('SELECT is_read FROM messaging.contact_messages WHERE subject = $1', [
      subject,
    ]);
    expect(read.rows).toEqual([{ is_read: true }]);
    await admin.close();
  });

  it('keeps a worker out of /admin/faq and refuses its mutations', async () => {
    const page = await people.newPage();
    const diagnostics = await signIn(page, accounts.worker);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    // A full page load: the session resumes through the provider's cookie, then the guard applies.
    await page.goto(`${web.url}/admin/faq`);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.close();

    const { accessToken } = await signInThroughGateway(
      backend.gatewayUrl,
      accounts.worker,
      PASSWORD,
      `${web.url}/`,
    );
    const created = await graphql(
      backend.gatewayUrl,
      'mutation { createFaq(input: { question: "Q ?", answer: "R.", category: "Pirate" }) { id } }',
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db.query("SELECT 1 FROM assistant.faqs WHERE category = 'Pirate'")).toMatchObject({
      rowCount: 0,
    });
  });
});
