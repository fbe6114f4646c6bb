import type { AddressInfo } from 'node:net';
import { preview } from 'vite';
import { inject } from 'vitest';
import { webConfig } from './web-build.js';

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the run's production build of the web app (see `web-build.ts`) with `vite preview` (same
 * gateway proxy as in production-like runs) on a free port.
 */
export async function startWebServer(): Promise<WebServer> {
  const server = await preview({
    configFile: webConfig,
    logLevel: 'warn',
    build: { outDir: inject('webDist') },
    preview: { port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
