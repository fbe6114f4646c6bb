import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Bundles the web app with Vite; its codegen plugin generates the GraphQL types first. */
export async function buildWeb(root) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}
