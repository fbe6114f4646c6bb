import type { AddressInfo } from 'node:net';
import { preview } from 'vite';
import { inject } from 'vitest';
import { webConfig } from './web-build.js';

export interface WebServer {
  url: string;
  /** What identity needs to serve this app: its address, issuer and redirect URIs. */
  identityEnv: Record<string, string>;
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
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    identityEnv: {
      WEB_URL: url,
      OIDC_ISSUER: `${url}/realms/liggeey`,
      // After sign-in, after sign-out, and keycloak-js' silent check-sso (new tabs, reloads).
      OIDC_REDIRECT_URIS: `${url}/,${url}/dashboard,${url}/silent-check-sso.html`,
    },
    close: () => server.close(),
  };
}
