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
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { type WebServer, startWebServer } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Kolda-2026!';
const POST_TEXT = 'Nouvelle collection de boubous brodés, disponible dès demain à Médina.';

interface Member {
  id: string;
  email: string;
}

/** Marks the page's JavaScript world: the mark survives in-place updates, not a reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as { feedMark?: boolean }).feedMark = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { feedMark?: boolean }).feedMark === true);

/**
 * Spec §2 /feed with its live updates, through the real chain (two Chromium profiles → web →
 * gateway with its socket.io bridge → identity, profiles, feed): A posts with a picture, B sees it
 * appear without reloading and likes it, A sees the like count change without reloading.
 */
describe('news feed in the browser', () => {
  let backend: Backend;
  let web: WebServer;
  let browsers: Browser[] = [];
  let db: pg.Client;
  let uploadsDir: string;
  let awa: Member;
  let dakarBtp: Member;

  async function member(type: 'worker' | 'employer', fullName: string, profession: string | null) {
    const account = await createActiveAccount(db, type, PASSWORD);
    await publishEvent(inject('infra').natsUrl, backend.natsNamespace, IdentityEvents.userRegistered, {
      userId: account.id,
      email: account.email,
      fullName,
      type,
      profession,
      confirmationUrl: `${web.url}/realms/liggeey/login-actions/confirm?token=t`,
    });
    await until(
      () => db.query('SELECT 1 FROM feed.authors WHERE id = $1', [account.id]),
      (r) => r.rowCount === 1,
    );
    return account;
  }

  /** Signs in within a browser profile of its own (two people, two sessions). */
  async function signIn(email: string): Promise<{ page: Page; diagnostics: PageDiagnostics }> {
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await browser.context.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${web.url}/login`, email, PASSWORD);
    await diagnostics.waitForURL(`${web.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    return { page, diagnostics };
  }

  async function openFeed(page: Page): Promise<void> {
    // Client-side navigation through the header keeps the live connection made at sign-in.
    await page.getByRole('navigation').getByRole('link', { name: 'Actualités' }).first().click();
    await page.getByRole('heading', { level: 1, name: "Fil d'actualités" }).waitFor();
  }

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-e2e-feed-'));
    const gatewayPort = await freePort();
    process.env['GATEWAY_URL'] = `http://127.0.0.1:${gatewayPort}`;
    web = await startWebServer();
    backend = await startBackend(inject('infra'), {
      label: 'e2e_feed',
      services: ['identity', 'profiles', 'feed'],
      gatewayPort,
      env: {
        UPLOADS_DIR: uploadsDir,
        ...web.identityEnv,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    awa = await member('worker', 'Awa Ndiaye', 'Couturier');
    dakarBtp = await member('employer', 'Dakar BTP Services', null);
  });

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    browsers = [];
    await db.end();
    await backend.stop();
    await web.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('shows a new post and its likes live to both people, without reloading', async () => {
    const reader = await signIn(dakarBtp.email);
    await openFeed(reader.page);
    await reader.page.getByText('Soyez le premier à publier !').waitFor();
    await markPage(reader.page);

    const author = await signIn(awa.email);
    await openFeed(author.page);
    await markPage(author.page);
    await author.page.getByLabel('Texte de la publication').fill(POST_TEXT);
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 230, g: 120, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    await author.page
      .getByLabel('Photo ou vidéo')
      .setInputFiles({ name: 'boubou.jpg', mimeType: 'image/jpeg', buffer: picture });
    await author.page.getByRole('button', { name: 'Publier' }).click();
    const mine = author.page.getByRole('article', { name: 'Publication de Awa Ndiaye' });
    await mine.getByText(POST_TEXT).waitFor();

    // B: the post arrives through the socket, picture included.
    const seen = reader.page.getByRole('article', { name: 'Publication de Awa Ndiaye' });
    await seen.getByText(POST_TEXT).waitFor();
    const src = await seen
      .getByRole('img', { name: 'Image de la publication de Awa Ndiaye' })
      .getAttribute('src');
    expect(src).toMatch(new RegExp(`^/files/posts/${awa.id}/\\d+_boubou\\.webp$`));
    expect(await stillSamePage(reader.page)).toBe(true);

    await seen.getByRole('button', { name: "J'aime (0)" }).click();
    await seen.getByRole('button', { name: "J'aime (1)", pressed: true }).waitFor();

    // A: the count moves live; A's own heart stays off.
    await mine.getByRole('button', { name: "J'aime (1)", pressed: false }).waitFor();
    expect(await stillSamePage(author.page)).toBe(true);

    const { rows } = await db.query('SELECT like_count FROM feed.posts WHERE user_id = $1', [awa.id]);
    expect(rows).toEqual([{ like_count: 1 }]);
    expect(await accessibilityViolations(reader.page)).toEqual([]);
  });
});
