#!/usr/bin/env node
// `npm run bench -- <name>`: runs bench/<name>.ts (Node strips the types) against the running stack.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('../../bench/', import.meta.url));
const [name, ...args] = process.argv.slice(2);
const available = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
if (!name || !existsSync(`${benchDir}${name}.ts`)) {
  console.error(`usage: npm run bench -- <name>   (available: ${available.join(', ')})`);
  process.exit(2);
}
const result = spawnSync(process.execPath, [`${benchDir}${name}.ts`, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
