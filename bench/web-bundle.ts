// The JavaScript a phone downloads to show the home page: builds the web app for production, serves
// it with `vite preview` (proxied to the running gateway, so the page loads its real data), opens /
// in Chromium with an empty cache (a first visit) and sums the gzipped size of the scripts whose
// download started before the page's h1 was shown (the target), then of all scripts once the
// network went quiet (the lower sections, the welcome dialog… load after the first screen).
// Run against `npm start`: npm run bench -- web-bundle
import { chromium } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';

const TARGET_KB = 120;
const webConfig = fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'liggeey-bench-web-'));

try {
  process.env.NODE_ENV = 'production';
  await build({ configFile: webConfig, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile: webConfig,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    // The first screen is up when the page's h1 is in the document: note that moment in the page.
    await page.addInitScript({
      content: `new MutationObserver((changes, observer) => {
        if (!document.querySelector('h1')) return;
        window.firstScreenAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Scripts whose download started before that moment: what a visitor waits for.
    const initial = await page.evaluate<string[]>(
      `performance.getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < window.firstScreenAt)
        .map((entry) => entry.name)`,
    );

    const all = await Promise.all([...sizes].map(async ([url, size]) => [url, await size] as const));
    all.sort((a, b) => b[1] - a[1]);
    for (const [url, bytes] of all) {
      const when = initial.includes(url) ? 'first screen' : 'afterwards';
      console.log(
        `${(bytes / 1024).toFixed(1).padStart(7)} KB  ${when.padEnd(12)}  ${new URL(url).pathname}`,
      );
    }
    const kb = (urls: readonly string[]) =>
      all.filter(([url]) => urls.includes(url)).reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const initialKb = kb(initial);
    const totalKb = kb(all.map(([url]) => url));
    const met = initialKb <= TARGET_KB;
    console.log(
      `bench web-bundle: home_initial_js_gz_kb=${initialKb.toFixed(1)} home_total_js_gz_kb=${totalKb.toFixed(1)} scripts=${all.length} (target home_initial_js_gz_kb<=${TARGET_KB}): ${met ? 'met' : 'missed'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
