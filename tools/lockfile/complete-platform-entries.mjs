#!/usr/bin/env node
// The registry reachable here lacks some other platforms' builds of native packages (for example
// @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci`
// then rejects the lock file as out of sync. A lock file made with the full registry lists every
// platform's optional package with its os/cpu, and npm skips those that do not match the machine.
// This adds such entries for the optional platform packages that are missing. Run it after
// `npm install` changes the lock file.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** os, cpu and libc read from a platform package's name, e.g. core-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const named = parts.find((part) => CPU.includes(part) || part === 'arm' || part === 'ppc64le');
  if (!os || !named) return null;
  // Node calls little-endian POWER `ppc64`; packages often name it ppc64le.
  const cpu = named === 'ppc64le' ? 'ppc64' : named;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux' && parts.includes('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ''),
      dev: entry.dev,
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
// npm writes entries in key order; keep the file stable for reviews.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
