#!/usr/bin/env node
// Copies what one image needs out of the built monorepo into OUT: the files its entry scripts
// reach, found by following their imports and the native and WebAssembly files they load
// (@vercel/nft), instead of whole node_modules trees. The repo layout is kept: workspace packages
// (@liggeey/*) resolve through node_modules symlinks to apps/* and libs/*. Run from the repo root
// after `npm run build`.
//
//   node deploy/trace.mjs runtime <app> <out>   apps/<app>/dist/*.js (the app and its operator
//                                               commands), apps/<app>/prisma/migrations
//   node deploy/trace.mjs migrate <out>         tools/prisma-engine/bin/*.mjs, the Prisma CLI it
//                                               spawns, apps/*/prisma and apps/*/prisma.config.ts
import { nodeFileTrace } from '@vercel/nft';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { wasmCandidates } from '../tools/prisma-engine/src/wasm-engine.js';

const die = (message) => {
  console.error(`deploy/trace.mjs: ${message}`);
  process.exit(1);
};
const scripts = (dir) =>
  readdirSync(dir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(dir, file));
const apps = () => readdirSync('apps').filter((app) => existsSync(join('apps', app, 'package.json')));

/** The entry scripts of the image and the data files they read by path at run time. */
function plan(mode, args) {
  if (mode === 'runtime' && args.length === 2) {
    const [app] = args;
    if (!existsSync(`apps/${app}/dist/main.js`)) {
      die(`apps/${app}/dist/main.js not found after the build. APP is one of: ${apps().join(' ')}`);
    }
    // Readiness compares the schema with the newest of these (service-kit's probes).
    return { entries: scripts(`apps/${app}/dist`), data: [`apps/${app}/prisma/migrations`], out: args[1] };
  }
  if (mode === 'migrate' && args.length === 1) {
    // The CLI is spawned by path and loads the services' prisma.config.ts (TypeScript, which the
    // tracer does not read): both traced as entries of their own.
    const resolve = createRequire(join(process.cwd(), 'tools/prisma-engine/')).resolve;
    const data = apps().flatMap((app) => [`apps/${app}/prisma`, `apps/${app}/prisma.config.ts`]);
    // The schema engine's .wasm is read by a path computed at run time.
    data.push(...wasmCandidates().map((file) => relative(process.cwd(), file)));
    return {
      entries: [
        ...scripts('tools/prisma-engine/bin'),
        resolve('prisma/build/index.js'),
        resolve('prisma/config'),
      ],
      data,
      out: args[0],
    };
  }
  return die('usage: trace.mjs runtime <app> <out> | trace.mjs migrate <out>');
}

/** Copies a traced path as it is: a symlink stays a symlink (workspace packages, .bin). */
function copy(path, out) {
  const target = join(out, path);
  mkdirSync(dirname(target), { recursive: true });
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(path), target);
  else if (stat.isFile()) cpSync(path, target, { preserveTimestamps: true });
}

const [mode, ...args] = process.argv.slice(2);
const { entries, data, out } = plan(mode, args);
const { fileList } = await nodeFileTrace(entries, { base: process.cwd() });
mkdirSync(out, { recursive: true });
for (const path of [...fileList].sort()) copy(path, out);
for (const path of data.filter((path) => existsSync(path))) {
  cpSync(path, join(out, path), { recursive: true, preserveTimestamps: true });
}
console.log(`deploy/trace.mjs: ${fileList.size} files for ${mode} ${args.slice(0, -1).join(' ')}`.trim());
