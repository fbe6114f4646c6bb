#!/usr/bin/env node
// `npm test`: formatting, build, lint, type-check, then every test level (unit, web, integration
// with real Postgres/NATS/Redis, browser). Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites } from './src/prerequisites.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The real script behind a package's bin link, run with this Node (24), whatever the shebang says. */
const bin = (name) => realpathSync(`${root}node_modules/.bin/${name}`);

const steps = [
  ['format', bin('prettier'), ['--check', '.']],
  // The build generates the Prisma clients and GraphQL types that lint and type checks read.
  ['build', `${root}tools/build/build.mjs`, []],
  // Module-boundary lint reads Nx's project graph; compute it first.
  ['project graph', bin('nx'), ['show', 'projects'], { NX_DAEMON: 'false' }],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['type-check', bin('tsc'), ['-p', 'tsconfig.json']],
  ['type-check web', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
  ['type-check web tooling', bin('tsc'), ['-p', 'apps/web/tsconfig.node.json']],
  ['type-check browser tests', bin('tsc'), ['-p', 'e2e/tsconfig.json']],
  ['type-check prisma engine', bin('tsc'), ['-p', 'tools/prisma-engine/tsconfig.json']],
  [
    'tests',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=var/test-results.json',
      ...process.argv.slice(2),
    ],
  ],
];

const missing = await missingPrerequisites();
if (missing.length > 0) {
  console.error(`Il manque sur cette machine :\n${missing.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}

for (const [name, script, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (name === 'tests') printSummary();
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The plain closing line CI reads: "N passed, N failed". */
function printSummary() {
  try {
    const report = JSON.parse(readFileSync(`${root}var/test-results.json`, 'utf8'));
    const skipped = report.numPendingTests + report.numTodoTests;
    console.log(
      `\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  } catch {
    console.log('\ntests: no report written');
  }
}
