// Responsiveness (Interaction to Next Paint) of the member pages a phone uses most, as a cheap
// Android phone feels it: the production build, a phone-sized Chromium with its CPU slowed down
// 4× through the DevTools protocol, and web-vitals' onINP watching every tap and key press. The
// build is served at the web app's own address (npm start's, which the sign-in provider knows),
// the browser answering the app's files from the build and passing the gateway's paths on. Each scenario signs in as a demo account, then does what
// people do there: type searches and change the sort on /search, like posts on /feed, write and
// send messages on /messages. Several visits per page; each page's INP is the 75th percentile of
// its visits, as the Core Web Vitals judge a page.
// Run against `npm start`: npm run bench -- inp   (GATEWAY_URL for another stack)
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_WORKERS } from '@liggeey/demo-data';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { isGatewayPath } from './support/web-paths.mjs';
import { buildProductionWeb } from './support/production-web.mjs';

const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const webUrl = process.env.WEB_URL ?? 'http://127.0.0.1:5173';
const SEARCHES = ['plombier', 'electricien thies', 'menusier', 'Fatou Sarr', 'couturiere'];

// The library's build for a plain script tag, beside its CommonJS entry (not in its exports).
const webVitalsDir = dirname(createRequire(import.meta.url).resolve('web-vitals'));
const webVitals = await readFile(join(webVitalsDir, 'web-vitals.iife.js'), 'utf8');
// Every INP value web-vitals reports, as it grows, kept on the page for the bench to read.
const watchInp = `${webVitals};window.__inp=[];webVitals.onINP((m)=>window.__inp.push(m.value),{reportAllChanges:true});`;

const employer = DEMO_ACCOUNTS.find((account) => account.type === 'employer');
const worker = DEMO_ACCOUNTS.find((account) => account.type === 'worker');
const recipient = DEMO_WORKERS[0];
if (!employer || !worker || !recipient) throw new Error('demo accounts missing from @liggeey/demo-data');

/** Nearest-rank 75th percentile. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? Number.NaN;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The build's file for a path, as nginx picks it: the file, home.html for /, the route's
 * pre-rendered page, else the app's entry.
 */
async function builtFile(outDir: string, pathname: string): Promise<string> {
  if (pathname === '/') return join(outDir, 'home.html');
  for (const file of [join(outDir, pathname), join(outDir, `${pathname}.html`)]) {
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return join(outDir, 'index.html');
}

/**
 * From now on the app's files come from the production build; the gateway's paths (GraphQL, the
 * sign-in provider) still go to the running stack.
 */
async function serveBuild(context: BrowserContext, outDir: string): Promise<void> {
  await context.route(
    (url) => url.origin === webUrl && !isGatewayPath(url.pathname),
    async (route) => {
      const file = await builtFile(outDir, new URL(route.request().url()).pathname);
      const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
      await route.fulfill({ status: 200, contentType: type, body: await readFile(file) });
    },
  );
}

async function signedIn(browser: Browser, origin: string, email: string, outDir: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchInp);
  // A returning member: no first-visit welcome over the login form.
  await context.addInitScript(() => localStorage.setItem('liggeey.hasVisited', 'true'));
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.waitForURL(/\/login\?challenge=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  // Signed in through npm start's own pages (the provider's redirects reach them, not a route);
  // the measured pages then run the production build, resuming the session silently.
  await serveBuild(context, outDir);
  return page;
}

/** Opens `path` (a new document, so a fresh INP), then slows the CPU down as a cheap phone's. */
async function openSlowed(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function inpOf(page: Page): Promise<number> {
  // web-vitals reports an interaction once its next frame is painted.
  await page.waitForTimeout(1_000);
  const values = await page.evaluate(() => (globalThis as unknown as { __inp: number[] }).__inp);
  return values.length === 0 ? 0 : Math.max(...values);
}

const graphqlAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/graphql'), { timeout: 30_000 });

const scenarios: Record<string, (page: Page, origin: string) => Promise<number>> = {
  async search(page, origin) {
    await openSlowed(page, origin, '/search');
    for (const term of SEARCHES) {
      const box = page.getByLabel('Terme de recherche');
      await box.fill('');
      await box.pressSequentially(term, { delay: 80 });
      const answered = graphqlAnswer(page);
      await box.press('Enter');
      await answered;
    }
    const answered = graphqlAnswer(page);
    await page.getByLabel('Trier par').selectOption({ index: 1 });
    await answered;
    return inpOf(page);
  },
  async feed(page, origin) {
    await openSlowed(page, origin, '/feed');
    // Each post's button within its card: antd renames a button while its like is pending, so
    // the n-th button named 'J'aime' is not always the n-th post's.
    const posts = page.getByRole('article');
    await posts.first().waitFor();
    const count = Math.min(3, await posts.count());
    for (let index = 0; index < count; index += 1) {
      const like = posts.nth(index).getByRole('button', { name: /J'aime/ });
      for (let tap = 0; tap < 2; tap += 1) {
        const answered = graphqlAnswer(page);
        await like.tap();
        await answered;
      }
    }
    return inpOf(page);
  },
  async messages(page, origin) {
    await openSlowed(page, origin, `/messages?recipient=${recipient.id}`);
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const box = page.getByRole('textbox', { name: 'Votre message' });
    for (let message = 0; message < 3; message += 1) {
      await box.tap();
      await box.pressSequentially(`Bonjour, êtes-vous disponible demain à ${8 + message} h ?`, { delay: 60 });
      const answered = graphqlAnswer(page);
      await page.getByRole('button', { name: 'Envoyer' }).tap();
      await answered;
    }
    return inpOf(page);
  },
};

const accounts: Record<string, string> = {
  search: employer.email,
  feed: worker.email,
  messages: employer.email,
};

const built = await buildProductionWeb();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const inp: Record<string, number> = {};
  for (const [name, run] of Object.entries(scenarios)) {
    const values: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = await signedIn(browser, webUrl, accounts[name] ?? '', built.outDir);
      values.push(await run(page, webUrl));
      await page.context().close();
    }
    inp[name] = p75(values);
    console.log(
      `/${name.padEnd(10)} INP p75 ${Math.round(p75(values))} ms (visits: ${values.map((value) => `${Math.round(value)} ms`).join(', ')}; 4× CPU)`,
    );
  }
  const met = Object.values(inp).every((value) => value <= TARGET_MS);
  const figures = Object.entries(inp)
    .map(([name, value]) => `${name}_p75_ms=${Math.round(value)}`)
    .join(' ');
  console.log(
    `bench inp: ${figures} visits=${ROUNDS} cpu_slowdown=${CPU_SLOWDOWN} (target p75 each<=${TARGET_MS}): ${met ? 'met' : 'missed'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await browser.close();
  await built.remove();
}
