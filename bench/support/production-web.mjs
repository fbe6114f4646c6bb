// The web app as production serves it, for the browser benches: built for production, served by
// the web image's nginx (compression, cache headers) with the gateway proxied, so the pages load
// their real data from the running stack.
import { startNginx } from '@liggeey/testing';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webConfig = fileURLToPath(new URL('../../apps/web/vite.config.ts', import.meta.url));

export async function buildProductionWeb() {
  const outDir = await mkdtemp(join(tmpdir(), 'liggeey-bench-web-'));
  try {
    process.env.NODE_ENV = 'production';
    await build({ configFile: webConfig, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    // nginx's workers run as another user when started by root.
    await chmod(outDir, 0o755);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

export async function serveProductionWeb(gatewayUrl) {
  const built = await buildProductionWeb();
  let nginx;
  try {
    nginx = await startNginx(built.outDir, gatewayUrl);
  } catch (error) {
    await built.remove();
    throw error;
  }
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await built.remove();
    },
  };
}
