import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@liggeey/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/index.js';

/**
 * The web image's nginx site (deploy/nginx/web.conf.template) filled in as the nginx image's
 * entrypoint does (only variables defined in the environment are replaced), then checked and run
 * by a real nginx (.ci/run installs Debian's): /files goes to the configured object store with the
 * bucket's path and the store's own Host, and nginx starts, serving the app, when the store's host
 * does not resolve. In the image the gateway upstream is the `gateway` Service; here 127.0.0.1.
 */
const TEMPLATE = readFileSync(join(repoRoot, 'deploy/nginx/web.conf.template'), 'utf8');
const MAIN = readFileSync(join(repoRoot, 'deploy/nginx/nginx.conf'), 'utf8');

/** envsubst restricted to the given variables, like 20-envsubst-on-templates.sh. */
function fillIn(template: string, environment: Record<string, string>): string {
  return template.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
    (match, name: string) => environment[name] ?? match,
  );
}

let work: string;
let nginx: ChildProcess | undefined;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'liggeey-nginx-'));
  // Workers run as another user when the master is root (CI): let them read the app.
  chmodSync(work, 0o755);
  mkdirSync(join(work, 'html'));
  writeFileSync(join(work, 'html/index.html'), '<html>app</html>');
  chmodSync(join(work, 'html'), 0o755);
  chmodSync(join(work, 'html/index.html'), 0o644);
});

afterEach(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await stopped;
  }
  nginx = undefined;
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * Writes the configuration for `environment` on `port`; returns the main file's path. The gateway is
 * 127.0.0.1:9 (nothing) unless `gatewayPort` says where one listens.
 */
function configure(
  environment: Record<string, string>,
  port: number,
  { gatewayPort = 9, shutdownTimeout = '30s' } = {},
): string {
  const site = fillIn(TEMPLATE, environment)
    .replace('server gateway:8080;', `server 127.0.0.1:${gatewayPort};`)
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replace('root /usr/share/nginx/html;', `root ${work}/html;`);
  writeFileSync(join(work, 'liggeey-web.conf'), site);
  // Where the image puts it: beside nginx.conf, which includes it by a relative path.
  copyFileSync(join(repoRoot, 'deploy/nginx/page-headers.conf'), join(work, 'liggeey-page-headers.conf'));
  // Logs to files: the test runner's stdio may be sockets, which nginx cannot open by path.
  const main = MAIN.replace('worker_shutdown_timeout 30s;', `worker_shutdown_timeout ${shutdownTimeout};`)
    .replaceAll('/tmp/', `${work}/`)
    .replace('/dev/stderr', `${work}/error.log`)
    .replace('/dev/stdout', `${work}/access.log`);
  writeFileSync(join(work, 'nginx.conf'), main);
  return join(work, 'nginx.conf');
}

async function start(config: string, port: number): Promise<void> {
  nginx = spawn('nginx', ['-c', config, '-p', work, '-e', `${work}/error.log`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start:\n${readFileSync(join(work, 'error.log'), 'utf8')}`);
}

// nginx is one of `npm test`'s prerequisites (tools/ci/src/prerequisites.mjs): never skipped.
describe('the web image nginx site', () => {
  it('forwards /files to the configured object store with the bucket path and the store’s Host', async () => {
    const seen: { url?: string; host?: string } = {};
    const store: Server = createServer((request, response) => {
      seen.url = request.url;
      seen.host = request.headers.host;
      response.end('image');
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    const storePort = (store.address() as AddressInfo).port;
    try {
      const port = await freePort();
      const config = configure(
        {
          FILES_UPSTREAM: `http://127.0.0.1:${storePort}`,
          FILES_PATH_PREFIX: '/liggeey',
          NGINX_LOCAL_RESOLVERS: '127.0.0.1',
        },
        port,
      );
      execFileSync('nginx', ['-t', '-q', '-c', config, '-p', work, '-e', `${work}/error.log`]);
      await start(config, port);
      const response = await fetch(`http://127.0.0.1:${port}/files/u1/123_a%20b.webp?v=1`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('image');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(seen).toEqual({ url: '/liggeey/u1/123_a%20b.webp?v=1', host: `127.0.0.1:${storePort}` });
    } finally {
      await new Promise<void>((resolve) => store.close(() => resolve()));
    }
  });

  it('starts and serves the app when the object store’s host does not resolve', async () => {
    const port = await freePort();
    const config = configure(
      {
        FILES_UPSTREAM: 'http://object-store.invalid',
        FILES_PATH_PREFIX: '/liggeey',
        NGINX_LOCAL_RESOLVERS: '127.0.0.1',
      },
      port,
    );
    await start(config, port);
    const app = await fetch(`http://127.0.0.1:${port}/dashboard`);
    expect(app.status).toBe(200);
    expect(await app.text()).toBe('<html>app</html>');
    // Only the app's own pages may frame it (keycloak-js' silent check-sso frame).
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(app.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(app.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the pre-rendered pages, revalidated, and the entry page for the other routes', async () => {
    const port = await freePort();
    const config = configure(
      { FILES_UPSTREAM: 'http://127.0.0.1:9', FILES_PATH_PREFIX: '', NGINX_LOCAL_RESOLVERS: '127.0.0.1' },
      port,
    );
    await start(config, port);
    // Before a build wrote the home page, / is the entry page like any route.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<html>app</html>');

    writeFileSync(join(work, 'html/home.html'), '<html>accueil</html>');
    chmodSync(join(work, 'html/home.html'), 0o644);
    try {
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(await home.text()).toBe('<html>accueil</html>');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(await (await fetch(`http://127.0.0.1:${port}/metiers`)).text()).toBe('<html>app</html>');
    } finally {
      rmSync(join(work, 'html/home.html'));
    }

    writeFileSync(join(work, 'html/metiers.html'), '<html>métiers</html>');
    chmodSync(join(work, 'html/metiers.html'), 0o644);
    try {
      const trades = await fetch(`http://127.0.0.1:${port}/metiers`);
      expect(await trades.text()).toBe('<html>métiers</html>');
      expect(trades.headers.get('cache-control')).toBe('no-cache');
      expect(trades.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      // A route without a page of its own still gets the entry page, also revalidated.
      const dashboard = await fetch(`http://127.0.0.1:${port}/dashboard`);
      expect(await dashboard.text()).toBe('<html>app</html>');
      expect(dashboard.headers.get('cache-control')).toBe('no-cache');
    } finally {
      rmSync(join(work, 'html/metiers.html'));
    }
  });

  it('closes the WebSockets of its old workers after a reload, so they do not linger', async () => {
    // The gateway's socket.io end: accepts the upgrade and keeps the socket open.
    const gateway: Server = createServer();
    const held: Socket[] = [];
    gateway.on('upgrade', (_request, socket: Socket) => {
      held.push(socket);
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    // The image gives old workers 30 s; a second here, so the test does not wait that long.
    const config = configure(
      { FILES_UPSTREAM: 'http://127.0.0.1:9', FILES_PATH_PREFIX: '', NGINX_LOCAL_RESOLVERS: '127.0.0.1' },
      port,
      { gatewayPort: (gateway.address() as AddressInfo).port, shutdownTimeout: '1s' },
    );
    await start(config, port);
    const socket = await new Promise<Socket>((resolve) => {
      const opened = connect(port, '127.0.0.1', () => resolve(opened));
    });
    try {
      const upgraded = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n' +
          'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      expect(await upgraded).toMatch(/^HTTP\/1\.1 101/);
      const closed = new Promise<string>((resolve) => socket.once('close', () => resolve('closed')));
      nginx?.kill('SIGHUP');
      const outcome = await Promise.race([
        closed,
        new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 10_000)),
      ]);
      expect(outcome).toBe('closed');
    } finally {
      socket.destroy();
      for (const end of held) end.destroy();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });

  it('serves the service worker revalidated, the web app manifest with its type, and answers Save-Data', async () => {
    const port = await freePort();
    const config = configure(
      { FILES_UPSTREAM: 'http://127.0.0.1:9', FILES_PATH_PREFIX: '', NGINX_LOCAL_RESOLVERS: '127.0.0.1' },
      port,
    );
    const files = { 'sw.js': 'self.skipWaiting();', 'manifest.webmanifest': '{"name":"Liggeey"}' };
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(join(work, 'html', name), body);
      chmodSync(join(work, 'html', name), 0o644);
    }
    await start(config, port);
    try {
      const worker = await fetch(`http://127.0.0.1:${port}/sw.js`);
      expect(await worker.text()).toBe(files['sw.js']);
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
      // A new deploy's worker is fetched at once, never a copy kept for an hour.
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
      const manifest = await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      // A browser saving data is told so in a cookie the app reads (low-data mode); others get none.
      const saving = await fetch(`http://127.0.0.1:${port}/store`, { headers: { 'Save-Data': 'on' } });
      expect(saving.headers.get('set-cookie')).toBe('liggeey-save-data=on; Path=/; SameSite=Lax');
      expect(saving.headers.get('vary')).toContain('Save-Data');
      expect((await fetch(`http://127.0.0.1:${port}/store`)).headers.get('set-cookie')).toBeNull();
    } finally {
      for (const name of Object.keys(files)) rmSync(join(work, 'html', name));
    }
  });
});
