import { type Backend, type RunningNginx, createActiveAccount, seedService } from '@liggeey/testing';
import { REPO_ROOT } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeopleBrowsers } from './support/browser.js';
import { PageDiagnostics } from './support/diagnostics.js';
import { startBehindNginx } from './support/web-server.js';
import { signInWithForm } from './support/sign-in.js';

const PASSWORD = 'Kolda-Donnees-2026!';
const PRODUCT = 'Photos de chantier';
const OLDER = 'Plans de maisons';
const SHOW = "Afficher l'image";
/** Where the gateway's local storage driver keeps uploads (its default UPLOADS_DIR). */
const UPLOADS = join(REPO_ROOT, 'var/uploads');

/** A picture stored as an upload is: its layout size and, for some, the small copy beside it. */
async function storeUpload(owner: string, name: string, withSmallCopy: boolean): Promise<string> {
  const folder = join(UPLOADS, 'products', owner);
  await mkdir(folder, { recursive: true });
  const picture = (width: number) =>
    sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#e67e22' } })
      .webp()
      .toBuffer();
  await writeFile(join(folder, `${name}.webp`), await picture(1200));
  if (withSmallCopy) await writeFile(join(folder, `${name}.w480.webp`), await picture(480));
  return `/files/products/${owner}/${name}.webp`;
}

/**
 * Low-data mode (apps/web/src/shared/low-data) on the production build behind the web image's
 * nginx, which turns the browser's `Save-Data: on` into the cookie the app reads.
 */
describe('low-data mode', () => {
  let backend: Backend;
  let nginx: RunningNginx;
  const people = new PeopleBrowsers();
  let worker: string;
  let photo: string;
  let older: string;
  const owner = randomUUID();

  beforeAll(async () => {
    ({ nginx, backend } = await startBehindNginx({
      label: 'e2e_low_data',
      services: ['identity', 'profiles', 'ledger'],
    }));
    await seedService(backend, 'ledger');
    const db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    photo = await storeUpload(owner, '1764300000000_chantier', true);
    older = await storeUpload(owner, '1764200000000_plans', false);
    for (const [name, imageUrl] of [
      [PRODUCT, photo],
      [OLDER, older],
    ]) {
      await db.query(
        `INSERT INTO ledger.products (id, name, description, type, credits_price, image_url)
         VALUES ($1, $2, 'Pour les artisans du bâtiment.', 'digital_product', 150, $3)`,
        [randomUUID(), name, imageUrl],
      );
    }
    worker = (await createActiveAccount(db, 'worker', PASSWORD)).email;
    await db.end();
  });

  afterAll(async () => {
    await people.close();
    await backend.stop();
    await nginx.stop();
    await rm(join(UPLOADS, 'products', owner), { recursive: true, force: true });
  });

  const small = (url: string) => url.replace(/\.webp$/, '.w480.webp');
  const image = (page: Page, name: string) =>
    page.locator(`article, li`).filter({ hasText: name }).locator('img');

  async function openStore(page: Page): Promise<void> {
    await page.goto(`${nginx.origin}/store`);
    await page.getByText(PRODUCT).first().waitFor();
  }

  /** The address the browser chose for a picture, once it is loaded. */
  async function loadedFrom(page: Page, name: string): Promise<string> {
    const picture = image(page, name).first();
    await picture.scrollIntoViewIfNeeded();
    await picture.evaluate((element: HTMLImageElement) =>
      element.complete && element.naturalWidth > 0
        ? undefined
        : new Promise((resolve) => element.addEventListener('load', resolve, { once: true })),
    );
    return new URL(await picture.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
  }

  it('turns on when the browser sends Save-Data: the small copy, and a tap for a picture without one', async () => {
    const page = await people.newPage({ saveData: true });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await openStore(page);
    expect(await loadedFrom(page, PRODUCT)).toBe(small(photo));
    expect(asked).not.toContain(photo);

    const placeholder = page.getByRole('button', { name: new RegExp(`^${SHOW}`) });
    await placeholder.first().waitFor();
    expect(asked).not.toContain(older);
    await placeholder.first().click();
    expect(await loadedFrom(page, OLDER)).toBe(older);
    // The app's own small pictures still show.
    expect(await page.locator('img[src^="/images/products/"]').count()).toBeGreaterThan(0);
  });

  it('stays off otherwise (the browser picks the copy for the layout), and a member switches it in the user menu', async () => {
    const page = await people.newPage();
    const diagnostics = new PageDiagnostics(page);
    await signInWithForm(page, diagnostics, `${nginx.origin}/login`, worker, PASSWORD);
    await diagnostics.waitForURL(`${nginx.origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    await openStore(page);
    // A 400 px card on a screen of density 1: the 480 px copy is enough, the 1,200 px one is not sent.
    expect(await image(page, PRODUCT).getAttribute('srcset')).toBe(`${small(photo)} 480w, ${photo} 1600w`);
    expect(await loadedFrom(page, PRODUCT)).toBe(small(photo));
    expect(await loadedFrom(page, OLDER)).toBe(older);
    expect(await page.getByRole('button', { name: new RegExp(`^${SHOW}`) }).count()).toBe(0);

    await page.getByRole('button', { name: new RegExp(`^${worker} : menu utilisateur`) }).click();
    const item = page.getByRole('menuitemcheckbox', { name: /Économie de données/ });
    expect(await item.getAttribute('aria-checked')).toBe('false');
    await item.click();

    // The choice is kept on this device; the small copy is then the only one offered.
    await openStore(page);
    expect(await image(page, PRODUCT).getAttribute('srcset')).toBeNull();
    expect(await loadedFrom(page, PRODUCT)).toBe(small(photo));
    await page
      .getByRole('button', { name: new RegExp(`^${SHOW}`) })
      .first()
      .waitFor();
  });
});
