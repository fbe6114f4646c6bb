import { type Backend, createRegisteredAccount, freePort, startBackend } from '@liggeey/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { chooseMenuItem } from './support/menu.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Ziguinchor-Onglets-2026';
/** Short lifetimes, so that a few seconds of browsing cross token expiries. */
const ACCESS_TOKEN_SECONDS = 12;
const REFRESH_TOKEN_SECONDS = 20;

/**
 * Issue 14: one session per browser, shared by its tabs. A duplicated tab, reloads, a reload during
 * a refresh and token expiries keep both tabs signed in (each tab has its own token family, resumed
 * through the provider's cookie); a sign-out in one tab signs the other out at once.
 */
describe('a session shared by the tabs of a browser', () => {
  let web: WebServer;
  let backend: Backend;
  let browser: Browser;
  let email: string;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_sessions',
      services: ['identity', 'profiles'],
      gatewayPort,
      env: {
        ...web.identityEnv,
        OIDC_ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_SECONDS),
        OIDC_REFRESH_TOKEN_TTL_SECONDS: String(REFRESH_TOKEN_SECONDS),
      },
    });
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    ({ email } = await createRegisteredAccount(
      db,
      { natsUrl: inject('infra').natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Mariama Diatta', profession: 'Couturière', password: PASSWORD },
    ));
    await db.end();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await backend.stop();
    await web.close();
  });

  const userMenu = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${email} : menu utilisateur`) });

  /** Signed in on `path`: the page stayed there and the header shows the account. */
  async function expectSignedIn(page: Page, path: string): Promise<void> {
    await page
      .waitForURL((url) => url.pathname === path, { timeout: 15_000, waitUntil: 'commit' })
      .catch(() => expect(new URL(page.url()).pathname).toBe(path));
    await userMenu(page).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(path);
  }

  it('keeps a duplicated tab and the first one signed in across reloads, refreshes and expiries', async () => {
    const first = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(first);
    await signInWithForm(first, diagnostics, `${web.url}/login`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await expectSignedIn(first, '/dashboard');

    // A script opens the feed in a second tab, as "duplicate tab" or a link with a target does.
    const [second] = await Promise.all([
      browser.context.waitForEvent('page'),
      first.evaluate(() => window.open('/faq')),
    ]);
    await expectSignedIn(second, '/faq');
    await Promise.all([first.reload(), second.reload()]);
    await expectSignedIn(first, '/dashboard');
    await expectSignedIn(second, '/faq');

    // Browse in both for longer than an access token and a refresh token live: full page loads in
    // one tab, in-app navigation (tokens refreshed in place) in the other.
    const started = Date.now();
    const paths = ['/profile', '/dashboard', '/faq'];
    const menuItems = ['Profil', 'Tableau de bord'] as const;
    // Where the second tab is when browsing stops: how many steps fit depends on the machine.
    let secondPath = '/';
    for (let step = 0; Date.now() - started < (REFRESH_TOKEN_SECONDS + 8) * 1_000; step += 1) {
      const path = paths[step % paths.length] ?? '/';
      secondPath = path;
      const item = menuItems[step % menuItems.length] ?? 'Profil';
      await second.goto(`${web.url}${path}`);
      await userMenu(first).click();
      await first.getByRole('menuitem', { name: item }).click();
      await Promise.all([
        expectSignedIn(first, item === 'Profil' ? '/profile' : '/dashboard'),
        expectSignedIn(second, path),
      ]);
      await first.waitForTimeout(4_000);
    }

    // A reload while the tab's own refresh is on its way (held back here) keeps the session.
    let refreshStarted: () => void = () => undefined;
    const refreshing = new Promise<void>((resolve) => (refreshStarted = resolve));
    await first.route('**/protocol/openid-connect/token', async (route) => {
      if (!route.request().postData()?.includes('grant_type=refresh_token')) return route.continue();
      refreshStarted();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // The page it came from may be gone by now.
      await route.continue().catch(() => undefined);
    });
    // Any page's first request refreshes: an access token of 12 s is always within the 10 s margin.
    const target = new URL(first.url()).pathname === '/profile' ? 'Tableau de bord' : 'Profil';
    await chooseMenuItem(first, userMenu(first), target);
    await refreshing;
    await first.reload();
    await expectSignedIn(first, target === 'Profil' ? '/profile' : '/dashboard');
    await first.unroute('**/protocol/openid-connect/token');
    await second.reload();
    await expectSignedIn(second, secondPath);

    // Signing out in one tab signs the other out at once.
    await chooseMenuItem(first, userMenu(first), 'Déconnexion');
    await second.waitForURL(`${web.url}/`);
    await second.getByText('Déconnexion réussie').waitFor();
    await expect(userMenu(second).count()).resolves.toBe(0);
    await first.waitForURL(`${web.url}/`);
    await first.reload();
    await first
      .getByRole('link', { name: /Connexion/ })
      .first()
      .waitFor();
    await expect(userMenu(first).count()).resolves.toBe(0);
  });
});
