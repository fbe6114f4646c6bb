import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the web app made for this run (see `startWebServer`). */
    webDist: string;
  }
}

export const webConfig = fileURLToPath(new URL('../../apps/web/vite.config.ts', import.meta.url));

/**
 * Vitest global setup of the browser tests: builds the web app from the current sources once per
 * run, so a stale `apps/web/dist` can never make a test pass and no test file pays for a build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'liggeey-web-'));
  try {
    await buildForProduction(outDir);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('webDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}

/** Vitest runs with NODE_ENV=test, which Vite would bake into the bundle (React's development build). */
async function buildForProduction(outDir: string): Promise<void> {
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: webConfig, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (testNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = testNodeEnv;
  }
}
