#!/usr/bin/env node
// migrate-all [deploy|status|reset] [--root <dir>] [--no-generate] [--only svc1,svc2]
// For every apps/*/prisma/schema.prisma: `prisma generate`, then `migrate deploy` (default),
// `migrate status` or `migrate reset --force`, each service in its own schema of DATABASE_URL's
// database (default postgresql://postgres@127.0.0.1:5432/liggeey). One line per service; exits 1
// when any fails, after printing its output.
import { parseArgs } from 'node:util';
import { migrateAll } from '../src/index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: process.cwd() },
    'no-generate': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const command = /** @type {'deploy' | 'status' | 'reset'} */ (positionals[0] ?? 'deploy');
if (!['deploy', 'status', 'reset'].includes(command)) {
  console.error(`migrate-all: unknown command ${command} (deploy, status or reset)`);
  process.exit(2);
}
try {
  await migrateAll({
    root: values.root,
    command,
    generate: !values['no-generate'],
    services: values.only?.split(','),
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
