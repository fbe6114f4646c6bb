#!/usr/bin/env node
// Builds every Node project (libs and apps but web) to `<project>/dist` with swc, then the web app
// with Vite. swc only strips types: type errors are caught by `npm run typecheck`, not here.
import { glob, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll } from '@liggeey/prisma-engine';
import { transformFile } from '@swc/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const swcOptions = {
  sourceMaps: true,
  module: { type: 'es6' },
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    // Nest's dependency injection reads constructor parameter types from decorator metadata.
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
};

/** @param {string} project path of the project relative to the root, e.g. `apps/identity` */
export async function buildNodeProject(project) {
  const srcDir = join(root, project, 'src');
  const outDir = join(root, project, 'dist');
  await rm(outDir, { recursive: true, force: true });
  let count = 0;
  for await (const file of glob('**/*.ts', { cwd: srcDir })) {
    if (/\.(spec|test)\.ts$|\.d\.ts$/.test(file)) continue;
    const source = join(srcDir, file);
    const target = join(outDir, file.replace(/\.ts$/, '.js'));
    const output = await transformFile(source, {
      ...swcOptions,
      filename: source,
      sourceFileName: relative(dirname(target), source),
    });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(
      target,
      `${output.code}\n//# sourceMappingURL=${file.split('/').pop().replace(/\.ts$/, '.js')}.map`,
    );
    if (output.map) await writeFile(`${target}.map`, output.map);
    count += 1;
  }
  return count;
}

/** Node projects in dependency order: libraries first. */
export async function nodeProjects() {
  const projects = [];
  for (const pattern of ['libs/*/package.json', 'apps/*/package.json']) {
    for await (const file of glob(pattern, { cwd: root })) {
      const project = dirname(file);
      if (project === 'apps/web') continue;
      const manifest = JSON.parse(await readFile(join(root, file), 'utf8'));
      if (manifest.nx?.tags?.includes('scope:tooling')) continue;
      projects.push(project);
    }
  }
  return projects.sort();
}

async function main() {
  const args = process.argv.slice(2);
  const skipWeb = args.includes('--skip-web');
  const only = args.filter((arg) => !arg.startsWith('--'));
  const started = Date.now();
  await generateAll({ root });
  const projects = (await nodeProjects()).filter((p) => only.length === 0 || only.some((o) => p.endsWith(o)));
  const counts = await Promise.all(projects.map(buildNodeProject));
  console.log(
    `built ${projects.length} node projects (${counts.reduce((a, b) => a + b, 0)} files) in ${Date.now() - started} ms`,
  );
  if (!skipWeb && (only.length === 0 || only.includes('web'))) {
    const { buildWeb } = await import('./build-web.mjs');
    await buildWeb(root);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
