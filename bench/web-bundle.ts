// The JavaScript a phone downloads to show the home page: builds the web app for production, serves
// it with `vite preview` (proxied to the running gateway, so the page loads its real data), opens /
// in Chromium with an empty cache and sums the gzipped size of every script it fetched until the
// network went quiet. Run against `npm start`: npm run bench -- web-bundle
import { chromium } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';

const TARGET_KB = 200;
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
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const sizes = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
    for (const [url, bytes] of sizes)
      console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
    const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const met = totalKb <= TARGET_KB;
    console.log(
      `bench web-bundle: home_js_gz_kb=${totalKb.toFixed(1)} scripts=${sizes.length} (target home_js_gz_kb<=${TARGET_KB}): ${met ? 'met' : 'missed'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
