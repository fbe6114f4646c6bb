#!/usr/bin/env node
// Seeds every service's demo data (idempotent: fixed ids, upserts). Needs a build and migrations.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVICES } from './src/apps.mjs';
import { ROOT } from './src/paths.mjs';

export async function seedAll(env = process.env) {
  for (const service of SERVICES) {
    const entry = `${ROOT}apps/${service}/dist/seed.js`;
    if (!existsSync(entry)) continue;
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seed ${service} : code ${code}`)),
      );
    });
  }
}

if (import.meta.main) await seedAll();
