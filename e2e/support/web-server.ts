import {
  type Backend,
  type BackendOptions,
  type RunningNginx,
  freePort,
  startBackend,
  startNginx,
} from '@liggeey/testing';
import { chmod } from 'node:fs/promises';
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
    identityEnv: identityEnvFor(url),
    close: () => server.close(),
  };
}

/** What identity needs to serve the web app at `url`: its address, issuer and redirect URIs. */
function identityEnvFor(url: string): Record<string, string> {
  return {
    WEB_URL: url,
    OIDC_ISSUER: `${url}/realms/liggeey`,
    // After sign-in, after sign-out, and keycloak-js' silent check-sso (new tabs, reloads).
    OIDC_REDIRECT_URIS: `${url}/,${url}/dashboard,${url}/silent-check-sso.html`,
  };
}

/**
 * The run's production build behind the web image's own nginx (its headers, cookies and cache
 * rules, which `vite preview` has not), in front of a back end with the given services.
 */
export async function startBehindNginx(
  options: Pick<BackendOptions, 'label' | 'services'>,
): Promise<{ nginx: RunningNginx; backend: Backend }> {
  const dist = inject('webDist');
  // nginx's workers run as another user than the root that starts them in CI.
  await chmod(dist, 0o755);
  const gatewayPort = await freePort();
  const nginx = await startNginx(dist, `http://127.0.0.1:${gatewayPort}`);
  try {
    const backend = await startBackend(inject('infra'), {
      ...options,
      gatewayPort,
      env: identityEnvFor(nginx.origin),
    });
    return { nginx, backend };
  } catch (error) {
    await nginx.stop();
    throw error;
  }
}
