import { type RunningNginx, startNginx } from '@liggeey/testing';
import { chmod } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.js';

const HERO = 'Connecter les talents et les opportunités';
/** The pages pre-rendered besides the home page (antd or plain), and their first heading. */
const PUBLIC_PAGES = [
  ['/metiers', 'Un Univers de Talents'],
  ['/store', 'Boutique'],
  ['/faq', 'Foire aux questions'],
  ['/contact', 'Contactez-nous'],
  ['/articles', 'Articles'],
] as const;
/**
 * A slow network: the page's scripts (the app's code) wait until the returned function is called,
 * so a test can act on the page as the first response drew it.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Production React reports a hydration mismatch as minified errors 418, 423 or 425. */
const isReactError = (text: string) => /hydrat|react\.dev\/errors\/(418|423|425)/i.test(text);
const HEADER_LINKS = [
  ['Accueil', '/'],
  ['Métiers', '/metiers'],
  ['Profils', '/profiles'],
  ['Boutique', '/store'],
  ['FAQ', '/faq'],
] as const;

/**
 * The pages written at build time (apps/web/vite-plugins/prerender.ts), served by the web image's
 * nginx as in production. No backend runs: what is checked is what the first response carries,
 * and that the browser then takes the page over.
 */
describe('pages pre-rendered at build time', () => {
  let nginx: RunningNginx;

  beforeAll(async () => {
    const dist = inject('webDist');
    // nginx's workers run as another user than the root that starts them in CI.
    await chmod(dist, 0o755);
    nginx = await startNginx(dist, 'http://127.0.0.1:9');
  });

  afterAll(async () => {
    await nginx.stop();
  });

  it('sends the home page with its hero heading and header links, shown without any script', async () => {
    const html = await (await fetch(`${nginx.origin}/`)).text();
    expect(html).toContain(HERO);

    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.context.newPage();
      await page.goto(`${nginx.origin}/`);
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const [label, href] of HEADER_LINKS) {
        expect(await mainNav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
      }

      // Any other route: the same header around the loading state, until the page's code is there.
      await page.goto(`${nginx.origin}/dashboard`);
      await page.getByRole('status').getByText('Chargement...').waitFor();
      expect(await mainNav.getByRole('link', { name: 'Métiers', exact: true }).getAttribute('href')).toBe(
        '/metiers',
      );
      expect(await page.getByRole('heading', { name: HERO }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('sends the other public pages with their text, styled as the app draws them once it runs', async () => {
    const [withoutScripts, withScripts] = await Promise.all([
      launchBrowser({ javaScriptEnabled: false }),
      launchBrowser(),
    ]);
    /** What antd's styles decide of the page's title, as the page shows it. */
    const titleStyle = async (browser: typeof withScripts, path: string, title: string) => {
      const page = await browser.context.newPage();
      try {
        await page.goto(`${nginx.origin}${path}`, { waitUntil: 'networkidle' });
        const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
        await heading.waitFor();
        return await heading.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.fontWeight, style.fontSize, style.marginBottom, style.color];
        });
      } finally {
        await page.close();
      }
    };
    try {
      for (const [path, title] of PUBLIC_PAGES) {
        const first = await titleStyle(withoutScripts, path, title);
        expect(first).toEqual(await titleStyle(withScripts, path, title));
      }
      const page = await withoutScripts.context.newPage();
      await page.goto(`${nginx.origin}/contact`);
      for (const field of ['Nom', 'Email', 'Sujet', 'Message']) {
        await page.getByLabel(field, { exact: true }).waitFor();
      }
      // Until the page's code is there, the browser would post the form itself and reload it empty.
      expect(await page.getByRole('button', { name: 'Envoyer le message' }).isDisabled()).toBe(true);
    } finally {
      await Promise.all([withoutScripts.close(), withScripts.close()]);
    }
  });

  it('hydrates the pre-rendered home page without a mismatch, then runs it', async () => {
    const browser = await launchBrowser({ firstVisit: true });
    try {
      const page = await browser.context.newPage();
      const reactErrors: string[] = [];
      page.on('pageerror', (error) => {
        if (isReactError(error.message)) reactErrors.push(error.message);
      });
      page.on('console', (message) => {
        if (isReactError(message.text())) reactErrors.push(message.text());
      });
      // The welcome greets a first visit from the first paint, before any of the app's code.
      const scriptsArrive = await holdScripts(page);
      await page.goto(`${nginx.origin}/`, { waitUntil: 'domcontentloaded' });
      const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Liggeey' });
      await welcome.waitFor();
      await welcome.getByRole('button', { name: 'Fermer' }).click();
      await welcome.waitFor({ state: 'hidden' });
      scriptsArrive();
      // The theme toggle is React's: the page runs.
      const toggle = page.getByRole('button', { name: 'Thème sombre' });
      // A tap before hydration is over is lost: tapped until React has taken the page over.
      await page.waitForLoadState('networkidle');
      await expect
        .poll(async () => {
          await toggle.click();
          return toggle.getAttribute('aria-pressed');
        })
        .toBe('true');
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(reactErrors).toEqual([]);
      // Closed once, it does not greet again.
      await page.goto(`${nginx.origin}/metiers`);
      await page.getByRole('heading', { level: 1, name: 'Un Univers de Talents' }).waitFor();
      expect(await welcome.isVisible()).toBe(false);
    } finally {
      await browser.close();
    }
  });

  it('hydrates the other public pages without a mismatch, in either theme, then runs them', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      const reactErrors: string[] = [];
      page.on('pageerror', (error) => {
        if (isReactError(error.message)) reactErrors.push(error.message);
      });
      page.on('console', (message) => {
        if (isReactError(message.text())) reactErrors.push(message.text());
      });
      // No back end here: the trades cannot load, and React shows it.
      await page.goto(`${nginx.origin}/metiers`);
      await page.getByText('Impossible de charger les métiers.').waitFor();
      // The contact form is React's: sent empty, it asks for its fields.
      await page.goto(`${nginx.origin}/contact`);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.getByText('Veuillez remplir tous les champs.').first().waitFor();

      // In the dark theme antd's colours are dark from the first paint, before any script ran.
      await page.evaluate(() => localStorage.setItem('liggeey.theme', 'dark'));
      const scriptsArrive = await holdScripts(page);
      await page.goto(`${nginx.origin}/contact`, { waitUntil: 'domcontentloaded' });
      const name = page.getByLabel('Nom', { exact: true });
      const background = () => name.evaluate((element) => getComputedStyle(element).backgroundColor);
      const darkBackground = await background();
      expect(darkBackground).not.toBe('rgb(255, 255, 255)');
      scriptsArrive();
      await expect
        .poll(() => page.getByRole('button', { name: 'Thème sombre' }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await background()).toBe(darkBackground);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.getByText('Veuillez remplir tous les champs.').first().waitFor();
      expect(reactErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('starts each public page from a handful of scripts, not one per module the pages share', async () => {
    for (const path of ['/', ...PUBLIC_PAGES.map(([publicPath]) => publicPath)]) {
      const html = await (await fetch(`${nginx.origin}${path}`)).text();
      // The page's loader (vite-plugins/prerender.ts) asks for its entry and preloads after the
      // first paint: what the page runs before its first render.
      const loaded = /\}\)\((\{"entry":.*?\})\);<\/script>/.exec(html)?.[1];
      expect(loaded, path).toBeDefined();
      const { entry, preloads } = JSON.parse(loaded ?? '{}') as { entry: string; preloads: string[] };
      // vite-plugins/static-graph-chunk.ts: the entry, the bundler's runtime, the first screen's
      // code, the page's own and react-query; cut per set of routes sharing them, 21 to 36.
      expect([entry, ...preloads].length, `${path}: ${[entry, ...preloads].join(' ')}`).toBeLessThanOrEqual(
        8,
      );
    }
  });

  it('keeps what a visitor typed in a pre-rendered page before its code was there', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      /** Opens `path` on a slow network: its scripts arrive once `typeIn` has filled its fields. */
      const typeBeforeScripts = async (path: string, typeIn: () => Promise<void>) => {
        const scriptsArrive = await holdScripts(page);
        // Not until `load`: the page's held scripts may be part of it.
        await page.goto(`${nginx.origin}${path}`, { waitUntil: 'domcontentloaded' });
        await typeIn();
        scriptsArrive();
        await page.waitForLoadState('networkidle');
        await page.unrouteAll();
      };

      const values = {
        Nom: 'Awa Ndiaye',
        Email: 'awa.ndiaye@example.sn',
        Sujet: 'Question',
        Message: 'Bonjour, comment publier une offre ?',
      };
      await typeBeforeScripts('/contact', async () => {
        for (const [field, value] of Object.entries(values)) {
          await page.getByLabel(field, { exact: true }).fill(value);
        }
      });
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      // Sent as typed (no back end here: the sending fails), not refused as empty.
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Veuillez remplir tous les champs.').count()).toBe(0);
      for (const [field, value] of Object.entries(values)) {
        expect(await page.getByLabel(field, { exact: true }).inputValue()).toBe(value);
      }

      const search = page.getByLabel('Rechercher un métier');
      await typeBeforeScripts('/metiers', () => search.fill('Plomb'));
      // The page rendered again since (the trades could not load): the search is still there.
      await page.getByText('Impossible de charger les métiers.').waitFor();
      expect(await search.inputValue()).toBe('Plomb');

      const heroSearch = page.getByLabel('Rechercher un talent ou un métier');
      await typeBeforeScripts('/', () => heroSearch.fill('plombier'));
      expect(await heroSearch.inputValue()).toBe('plombier');

      // A search sent before the code is there: the browser itself goes to the results.
      const scriptsArrive = await holdScripts(page);
      await page.goto(`${nginx.origin}/`, { waitUntil: 'domcontentloaded' });
      await heroSearch.fill('menuisier');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      // Not until `load`: the results page's scripts are still held.
      await page.waitForURL(`${nginx.origin}/search?q=menuisier`, { waitUntil: 'commit' });
      // The home page's held scripts went with it: their routes fail once let through.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      scriptsArrive();
    } finally {
      await browser.close();
    }
  });

  it('runs its own inline scripts under its Content-Security-Policy and refuses an injected one', async () => {
    const home = await fetch(`${nginx.origin}/`);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      await home.text(),
    )?.[1];
    const scriptSources = policy?.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(`${nginx.origin}/`);
      // The theme script ran before the first paint, the loader then brought the app.
      expect(await page.locator('html').getAttribute('data-theme')).toMatch(/^(light|dark)$/);
      await page.getByRole('button', { name: 'Thème sombre' }).waitFor();
      // Another route: the shell's own inline script, then a page whose antd styles are written at run time.
      await page.goto(`${nginx.origin}/faq`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(refused).toEqual([]);

      await expect(page.addScriptTag({ content: 'window.injected = true;' })).rejects.toThrow(
        /violates the following Content Security Policy directive/,
      );
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    } finally {
      await browser.close();
    }
  });
});
