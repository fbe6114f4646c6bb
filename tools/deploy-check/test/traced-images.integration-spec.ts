import { NATS_APPS, type NatsApp } from '@liggeey/contracts';
import {
  type Backend,
  REPO_ROOT,
  type TestDatabase,
  createActiveAccount,
  createTestDatabase,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const PASSWORD = 'Tambacounda-2026!';
/** The whole pruned production node_modules was ~150 MB of it front-end packages; an app needs far less. */
const MAX_APP_TREE_MB = 60;
/** Packages only the web app or the build use: none may reach a back-end image. */
const FOREIGN = ['react', 'antd', 'vite', 'typescript', '@swc/core', 'prisma', '@prisma/schema-engine-wasm'];

/** Total size of the regular files under a directory (symlinks not followed). */
function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** The migrate stage's CMD in deploy/Dockerfile (`["node", script, ...args]`). */
function migrateImageCommand(): string[] {
  const dockerfile = readFileSync(`${REPO_ROOT}deploy/Dockerfile`, 'utf8');
  const stage = dockerfile.slice(dockerfile.indexOf(' AS migrate\n'));
  const cmd = /^CMD (\[.*\])$/m.exec(stage)?.[1];
  if (!cmd) throw new Error('no CMD in the migrate stage of deploy/Dockerfile');
  return JSON.parse(cmd) as string[];
}

const trace = (args: string[]) =>
  run(process.execPath, [`${REPO_ROOT}deploy/trace.mjs`, ...args], { cwd: REPO_ROOT });

/**
 * The images carry only what deploy/trace.mjs finds from each app's entry scripts (deploy/Dockerfile).
 * The proof that nothing the apps load at run time is missing: the whole back end started from
 * those trees, one per app, each on its own, doing what needs their native parts (argon2, sharp,
 * Prisma, the probes' migrations); and the migrate image's tree migrating an empty database.
 */
describe('image trees traced from the entry scripts', () => {
  const root = mkdtempSync(join(tmpdir(), 'liggeey-traced-'));
  const treeOf = (app: string) => join(root, app);

  beforeAll(async () => {
    // Two at a time: tracing is one core's work per app.
    const queue: string[][] = [
      ...NATS_APPS.map((app) => ['runtime', app, treeOf(app)]),
      ['migrate', treeOf('migrate')],
    ];
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await trace(next);
      }),
    );
  }, 240_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(NATS_APPS)('keeps the %s tree small, without front-end or build packages', (app: NatsApp) => {
    const megabytes = treeBytes(treeOf(app)) / 1e6;
    expect(megabytes).toBeLessThan(MAX_APP_TREE_MB);
    expect(existsSync(join(treeOf(app), `apps/${app}/dist/main.js`))).toBe(true);
    for (const name of FOREIGN) expect(existsSync(join(treeOf(app), 'node_modules', name)), name).toBe(false);
  });

  describe('the back end started from the traced trees', () => {
    let backend: Backend;
    let db: pg.Client;
    let uploadsDir: string;

    beforeAll(async () => {
      uploadsDir = mkdtempSync(join(tmpdir(), 'liggeey-traced-uploads-'));
      backend = await startBackend(inject('infra'), {
        label: 'traced_images',
        appRoot: treeOf,
        env: { UPLOADS_DIR: uploadsDir },
      });
      db = new pg.Client({ connectionString: backend.database.url });
      await db.connect();
    }, 180_000);

    afterAll(async () => {
      await db.end();
      await backend.stop();
      rmSync(uploadsDir, { recursive: true, force: true });
    });

    it('reports every service ready, signs in (argon2) and re-encodes an uploaded picture (sharp)', async () => {
      const ready = await fetch(`${backend.gatewayUrl}/health/ready`);
      const health = (await ready.json()) as { status: string; services: { name: string; status: string }[] };
      expect(health.services.filter((service) => service.status !== 'ok')).toEqual([]);
      expect(health.status).toBe('ok');

      const { id, email } = await createActiveAccount(db, 'worker', PASSWORD);
      await db.query(
        "INSERT INTO profiles.profiles (id, full_name, type, email, updated_at) VALUES ($1, 'Binta Fall', 'worker', $2, now())",
        [id, email],
      );
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
      const form = new FormData();
      const picture = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'photo.png');
      const upload = await fetch(`${backend.gatewayUrl}/uploads/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      expect(upload.status).toBe(200);
      const { url } = (await upload.json()) as { url: string };
      const stored = await fetch(`${backend.gatewayUrl}${url}`);
      expect(stored.headers.get('content-type')).toBe('image/webp');
    });
  });

  it("migrates an empty database from the migrate tree alone, with the image's command", async () => {
    const [, ...command] = migrateImageCommand();
    const database: TestDatabase = await createTestDatabase(inject('infra').databaseUrl, 'traced_migrate');
    try {
      const { stdout } = await run(process.execPath, command, {
        cwd: treeOf('migrate'),
        env: { ...process.env, DATABASE_URL: database.url },
      });
      expect(stdout).toContain('identity');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ schema: string }>(
          "SELECT DISTINCT table_schema AS schema FROM information_schema.tables WHERE table_name = '_prisma_migrations' ORDER BY 1",
        );
        expect(rows.map((row) => row.schema)).toEqual(
          NATS_APPS.filter((app) => existsSync(`${REPO_ROOT}apps/${app}/prisma/migrations`)).sort(),
        );
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });
});
