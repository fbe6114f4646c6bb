// The web image's nginx (deploy/nginx/nginx.conf and web.conf.template) run on this machine around
// a built app, so a bench or a browser test sees what production sends: the same compression,
// cache headers, route fallbacks and gateway proxy. Filled in as the image's entrypoint does, like
// the nginx site test (tools/deploy-check); Debian's nginx must be on the PATH.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './app-process.js';
import { freePort } from './ports.js';

const deployDir = `${REPO_ROOT}deploy/nginx/`;

export interface RunningNginx {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Serves `htmlDir` as the web image does, its gateway paths proxied to `gatewayUrl`, on `port` (a
 * stopped server's, to bring its site back) or a free one. nginx's workers run as another user when
 * it is started by root: `htmlDir` must be readable by all.
 */
export async function startNginx(htmlDir: string, gatewayUrl: string, port?: number): Promise<RunningNginx> {
  const work = await mkdtemp(join(tmpdir(), 'liggeey-bench-nginx-'));
  port ??= await freePort();
  const gateway = new URL(gatewayUrl);
  // /files goes to the object store in production; locally the gateway answers it (Vite's proxy).
  const variables: Record<string, string> = {
    FILES_UPSTREAM: gateway.origin,
    FILES_PATH_PREFIX: '/files',
    NGINX_LOCAL_RESOLVERS: '127.0.0.1',
  };
  const template = await readFile(join(deployDir, 'web.conf.template'), 'utf8');
  const site = template
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (match, name: string) => variables[name] ?? match)
    .replace('server gateway:8080;', `server ${gateway.host};`)
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replace('root /usr/share/nginx/html;', `root ${htmlDir};`);
  await writeFile(join(work, 'liggeey-web.conf'), site);
  // Where the image puts it: beside nginx.conf, which includes it by a relative path.
  await copyFile(join(deployDir, 'page-headers.conf'), join(work, 'liggeey-page-headers.conf'));
  const main = (await readFile(join(deployDir, 'nginx.conf'), 'utf8'))
    .replaceAll('/tmp/', `${work}/`)
    .replace('/dev/stderr', `${work}/error.log`)
    .replace('/dev/stdout', `${work}/access.log`);
  await writeFile(join(work, 'nginx.conf'), main);

  const nginx: ChildProcess = spawn(
    'nginx',
    ['-c', join(work, 'nginx.conf'), '-p', work, '-e', `${work}/error.log`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}), see ${work}/error.log`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (attempt > 50) throw new Error('nginx did not answer');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        // A fast shutdown: a graceful one waits for the open WebSockets (a signed-in page's) to close.
        nginx.kill('SIGTERM');
        await exited;
      }
      await rm(work, { recursive: true, force: true });
    },
  };
}
