import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from './app-process.js';
import { type Backend } from './backend.js';

/**
 * Runs a service's built seed (`apps/<service>/dist/seed.js`, as `npm run db:seed` does) against a
 * test backend's database: backends start empty, reference data (trades, products, FAQ) comes
 * from here.
 */
export async function seedService(backend: Backend, service: string): Promise<void> {
  await promisify(execFile)(process.execPath, [`${REPO_ROOT}apps/${service}/dist/seed.js`], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...backend.env, NODE_ENV: 'test' },
  });
}
