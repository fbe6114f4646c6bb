import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const webConfig = fileURLToPath(new URL('../../apps/web/vite.config.ts', import.meta.url));

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the web app from the current sources into a temporary folder and serves it with
 * `vite preview` (same gateway proxy as in production-like runs) on a free port. Building each
 * time means a stale `apps/web/dist` can never make a test pass.
 */
export async function startWebServer(): Promise<WebServer> {
  const outDir = await mkdtemp(join(tmpdir(), 'liggeey-web-'));
  try {
    await buildForProduction(outDir);
    const server = await preview({
      configFile: webConfig,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    const { port } = server.httpServer.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        await server.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
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
