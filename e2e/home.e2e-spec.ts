import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './support/browser.js';
import { startWebServer, type WebServer } from './support/web-server.js';

const SCREENSHOT = '/tmp/liggeey-home.png';

describe('home page in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  const mainNav = () => page.getByRole('navigation', { name: 'Navigation principale' });

  it('shows the tagline and the five header links with their addresses', async () => {
    await page.goto(server.url);

    await page
      .getByRole('heading', { level: 1, name: 'Connecter les talents et les opportunités' })
      .waitFor();
    for (const [label, href] of [
      ['Accueil', '/'],
      ['Métiers', '/metiers'],
      ['Profils', '/profiles'],
      ['Boutique', '/store'],
      ['FAQ', '/faq'],
    ] as const) {
      const link = mainNav().getByRole('link', { name: label, exact: true });
      expect(await link.isVisible(), `${label} visible`).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  });

  it('goes to /metiers without reloading the page when "Métiers" is clicked', async () => {
    await page.goto(server.url);
    await mainNav().getByRole('link', { name: 'Métiers', exact: true }).waitFor();
    // A full page load would wipe this marker; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { liggeeySamePage: true }));

    await mainNav().getByRole('link', { name: 'Métiers', exact: true }).click();

    await page.waitForURL(`${server.url}/metiers`);
    await page.getByRole('heading', { level: 1, name: 'Un Univers de Talents' }).waitFor();
    expect(await page.evaluate(() => 'liggeeySamePage' in window)).toBe(true);
  });

  it('logs no script error along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
