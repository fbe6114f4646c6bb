// Lighthouse on the public pages as a new visitor on a cheap Android phone sees them: builds the
// web app for production, serves it with the web image's nginx (compression, cache headers, the
// gateway proxied, so the pages load their real data), then runs Lighthouse's mobile audit
// (simulated slow 4G, CPU slowdown calibrated below, storage cleared before each run) in Debian's
// Chromium, three runs per page, and keeps each metric's median.
//
// The CPU slowdown is calibrated (tools/bench/src/cpu-slowdown.mjs): 4× on a host of BenchmarkIndex ~1533,
// as Lighthouse's default assumes, less on a slower host, so that every run simulates the same
// phone rather than one as slow as the machine of the day. LIGHTHOUSE_CPU_SLOWDOWN overrides it.
// Run against `npm start`: npm run bench -- lighthouse   (GATEWAY_URL for another stack)
import * as chromeLauncher from 'chrome-launcher';
import { cpuSlowdownFor } from '@liggeey/bench-runner/cpu-slowdown';
import lighthouse from 'lighthouse';
import { serveProductionWeb } from './support/production-web.mjs';

const TARGETS = { score: 90, lcpMs: 2_500, cls: 0.05, tbtMs: 200 };
const RUNS = 3;
/** Runs of the home page that measure the host's BenchmarkIndex before the audits. */
const CALIBRATION_RUNS = 3;
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}

/** A product to open at /product/{id}: the first of the public catalogue. */
async function firstProductId(): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { storeProducts(limit: 1) { id } }' }),
  });
  const body = (await response.json()) as { data?: { storeProducts: { id: string }[] } };
  const id = body.data?.storeProducts[0]?.id;
  if (!id) throw new Error(`no store product from ${gatewayUrl}: is the stack running with its demo data?`);
  return id;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function lighthouseRun(url: string, port: number, cpuSlowdownMultiplier?: number) {
  // Lighthouse's defaults are the mobile audit: Moto G Power screen, slow 4G, simulated.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function audit(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Figures> {
  const lhr = await lighthouseRun(url, port, cpuSlowdownMultiplier);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    siMs: value('speed-index'),
  };
}

const web = await serveProductionWeb(gatewayUrl);
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const paths = [
      '/',
      '/metiers',
      '/store',
      `/product/${await firstProductId()}`,
      '/faq',
      '/contact',
      '/login',
      '/articles',
    ];
    const indexes: number[] = [];
    for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
      indexes.push((await lighthouseRun(`${web.origin}/`, chrome.port)).environment.benchmarkIndex);
    }
    const benchmarkIndex = median(indexes);
    const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? cpuSlowdownFor(benchmarkIndex));
    console.log(
      `host BenchmarkIndex ${Math.round(benchmarkIndex)} (runs: ${indexes.map(Math.round).join(', ')}): CPU slowdown ${cpuSlowdown.toFixed(2)}×`,
    );
    const results: [string, Figures][] = [];
    for (const path of paths) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await audit(`${web.origin}${path}`, chrome.port, cpuSlowdown));
      }
      const figures: Figures = {
        score: median(runs.map((r) => r.score)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        siMs: median(runs.map((r) => r.siMs)),
      };
      results.push([path, figures]);
      console.log(
        `${path.padEnd(48)} performance ${String(figures.score).padStart(3)}  FCP ${(figures.fcpMs / 1000).toFixed(1)} s  LCP ${(figures.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  SI ${(figures.siMs / 1000).toFixed(1)} s  (runs: ${runs.map((r) => r.score).join(', ')})`,
      );
    }
    const all = results.map(([, figures]) => figures);
    const worst = {
      score: Math.min(...all.map((f) => f.score)),
      lcpMs: Math.max(...all.map((f) => f.lcpMs)),
      cls: Math.max(...all.map((f) => f.cls)),
      tbtMs: Math.max(...all.map((f) => f.tbtMs)),
    };
    const met =
      worst.score >= TARGETS.score &&
      worst.lcpMs <= TARGETS.lcpMs &&
      worst.cls <= TARGETS.cls &&
      worst.tbtMs <= TARGETS.tbtMs;
    console.log(
      `bench lighthouse: pages=${results.length} benchmark_index=${Math.round(benchmarkIndex)} cpu_slowdown=${cpuSlowdown.toFixed(2)} min_performance=${worst.score} max_lcp_ms=${Math.round(worst.lcpMs)} max_cls=${worst.cls.toFixed(3)} max_tbt_ms=${Math.round(worst.tbtMs)} (target min_performance>=${TARGETS.score} max_lcp_ms<=${TARGETS.lcpMs} max_cls<=${TARGETS.cls} max_tbt_ms<=${TARGETS.tbtMs}): ${met ? 'met' : 'missed'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    chrome.kill();
  }
} finally {
  await web.stop();
}
