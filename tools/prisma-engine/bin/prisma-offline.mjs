#!/usr/bin/env node
// prisma-offline <service-dir> <prisma args…>
//   e.g. prisma-offline apps/identity migrate dev --name init
// Runs the installed Prisma CLI for one service with the offline schema engine, its
// prisma.config.ts and DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/liggeey,
// schema=<service> added when missing), creating the database first when it does not exist.
import { runPrisma } from '../src/index.js';

const [serviceDir, ...args] = process.argv.slice(2);
if (!serviceDir || serviceDir === '--help' || serviceDir === '-h' || args.length === 0) {
  console.error(
    'Usage: prisma-offline <service-dir> <prisma args…>   e.g. prisma-offline apps/identity migrate dev --name init',
  );
  process.exit(serviceDir ? 0 : 2);
}
try {
  const { code } = await runPrisma(serviceDir, args, { stdio: 'inherit' });
  process.exitCode = code;
} catch (error) {
  console.error(`prisma-offline: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
