import { type Backend, type RunningNginx, seedService } from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { startBehindNginx } from './support/web-server.js';

const HERO = 'Connecter les talents et les opportunités';
const OFFLINE = 'Vous êtes hors ligne';

interface WebManifest {
  lang: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

/**
 * The installable app and its service worker (apps/web/src/service-worker), on the production
 * build behind the web image's nginx. Offline is real: the test stops nginx, so nothing of the
 * site answers any more, and also switches Chromium's network off.
 */
describe('installable app that keeps visited pages readable offline', () => {
  let backend: Backend;
  let nginx: RunningNginx;
  let browser: Browser;
  let firstQuestion: string;

  beforeAll(async () => {
    ({ nginx, backend } = await startBehindNginx({
      label: 'e2e_offline',
      services: ['identity', 'assistant'],
    }));
    await seedService(backend, 'assistant');
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const { rows } = await db.query<{ question: string }>(
      'SELECT question FROM assistant.faqs ORDER BY created_at LIMIT 1',
    );
    await db.end();
    firstQuestion = rows[0]?.question ?? '';
    expect(firstQuestion).not.toBe('');
    browser = await launchBrowser({ serviceWorkers: true });
  });

  afterAll(async () => {
    await browser.close();
    await backend.stop();
    await nginx.stop();
  });

  it('is installable: a French manifest with its icons and a service worker in control', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${nginx.origin}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(`${nginx.origin}${href}`)).json()) as WebManifest;
    expect(manifest).toMatchObject({
      lang: 'fr',
      short_name: 'Liggeey',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(`${nginx.origin}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.close();
  });

  it('shows / and a visited page without network, and the offline page for a page never opened', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${nginx.origin}/`);
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A move inside the app: the browser asks the server for no document, the app tells the worker.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await page.getByText(firstQuestion).first().waitFor();
    await page.waitForFunction(async () => (await caches.match('/faq')) !== undefined);

    await nginx.stop();
    await browser.context.setOffline(true);
    try {
      await page.goto(`${nginx.origin}/`);
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      await page.goto(`${nginx.origin}/faq`);
      await page.getByText(firstQuestion).first().waitFor();
      await page.goto(`${nginx.origin}/store`);
      await page.getByRole('heading', { level: 1, name: OFFLINE }).waitFor();
      await page.getByRole('link', { name: "Retour à l'accueil" }).click();
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
