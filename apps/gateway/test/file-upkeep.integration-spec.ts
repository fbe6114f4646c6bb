import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Backend,
  type RunningGateway,
  type SignedInPerson,
  graphql,
  signedInPerson,
  startBackend,
  startGateway,
} from '@liggeey/testing';
import { ProfilesFilesRpc } from '@liggeey/contracts';
import { NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { connect } from '@nats-io/transport-node';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Thies-Fichiers-2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CREATE_POST = 'mutation($i: PostInput!) { createPost(input: $i) { id mediaUrl } }';
const QUEUE = 'gateway-file-upkeep';
const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * Issue 21: uploads nobody attached are removed after a day, and CVs stored publicly before CVs
 * became private are moved to private storage. The test runs the gateway's BullMQ jobs itself
 * (the schedule's hour is too long to wait for), as the scheduler and a start do.
 */
describe('file upkeep', () => {
  let backend: Backend;
  let db: pg.Client;
  let redis: Redis;
  let queue: Queue;
  let queueEvents: QueueEvents;
  let uploadsDir: string;
  let privateDir: string;
  let worker: SignedInPerson;
  let employer: SignedInPerson;
  let admin: SignedInPerson;

  const pendingKey = () => `${backend.natsNamespace}:uploads:pending`;
  const diskPath = (url: string) => path.join(uploadsDir, ...url.replace(/^\/files\//, '').split('/'));
  const uploadPicture = async (name: string): Promise<string> => {
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)]), name);
    const response = await fetch(`${backend.gatewayUrl}/uploads/post`, {
      method: 'POST',
      headers: worker.headers,
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  };
  const createPost = (mediaUrl: string) =>
    graphql<{ createPost: { id: string; mediaUrl: string } }>(backend.gatewayUrl, CREATE_POST, {
      variables: { i: { content: 'Nouvelle réalisation', mediaUrl } },
      headers: worker.headers,
    });
  /** Makes a pending upload look stored two days ago. */
  const age = (url: string) => redis.zadd(pendingKey(), 'XX', Date.now() - 2 * DAY_MS, url);
  const runJob = async (name: string) => {
    // Kept a minute once done: a job finishing before `waitUntilFinished` checks it must still be
    // there, or BullMQ fails with 'Missing key for job … isFinished' (taskforcesh/bullmq#801).
    const kept = { age: 60 };
    const job = await queue.add(name, null, { removeOnComplete: kept, removeOnFail: kept });
    return (await job.waitUntilFinished(queueEvents, 20_000)) as unknown;
  };

  beforeAll(async () => {
    const infra = inject('infra');
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'liggeey-uploads-'));
    privateDir = await mkdtemp(path.join(tmpdir(), 'liggeey-private-'));
    backend = await startBackend(infra, {
      label: 'file_upkeep',
      services: ['identity', 'profiles', 'feed'],
      env: { UPLOADS_DIR: uploadsDir, PRIVATE_FILES_DIR: privateDir },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    redis = new Redis(infra.redisUrl);
    const connection = { url: infra.redisUrl };
    const prefix = `${backend.natsNamespace}:queues`;
    queue = new Queue(QUEUE, { connection, prefix });
    queueEvents = new QueueEvents(QUEUE, { connection, prefix });
    await queueEvents.waitUntilReady();
    worker = await signedInPerson(backend, db, infra.natsUrl, {
      type: 'worker',
      fullName: 'Ndeye Sarr',
      profession: 'Couturière',
      password: PASSWORD,
    });
    employer = await signedInPerson(backend, db, infra.natsUrl, {
      type: 'employer',
      fullName: 'Atelier Keur',
      profession: null,
      password: PASSWORD,
    });
    admin = await signedInPerson(backend, db, infra.natsUrl, {
      type: 'admin',
      fullName: 'Moussa Admin',
      profession: null,
      password: PASSWORD,
    });
  });

  afterAll(async () => {
    await queueEvents.close();
    await queue.close();
    redis.disconnect();
    await db.end();
    await backend.stop();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  it('removes an upload nobody attached within a day and keeps attached and fresh ones', async () => {
    const attached = await uploadPicture('attachee.png');
    const orphan = await uploadPicture('oubliee.png');
    const fresh = await uploadPicture('recente.png');
    expect((await createPost(attached)).errors).toBeUndefined();
    await age(orphan);
    // The attached one is no longer pending: ageing it changes nothing.
    await age(attached);

    expect(await runJob('sweep-orphan-uploads')).toEqual({ removed: 1, failed: 0 });

    expect(existsSync(diskPath(orphan))).toBe(false);
    expect(existsSync(diskPath(attached))).toBe(true);
    expect(existsSync(diskPath(fresh))).toBe(true);
    expect(await redis.zrange(pendingKey(), '0', '-1')).toEqual([fresh]);
    // A second run (another instance, a retry) finds nothing more to do.
    expect(await runJob('sweep-orphan-uploads')).toEqual({ removed: 0, failed: 0 });
  });

  it('removes a paid file uploaded for a product nobody saved from private storage', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), 'Guide abandonné.pdf');
    const response = await fetch(`${backend.gatewayUrl}/product-files/file`, {
      method: 'POST',
      headers: admin.headers,
      body: form,
    });
    const { fileKey } = (await response.json()) as { fileKey: string };
    expect(existsSync(path.join(privateDir, fileKey))).toBe(true);
    await age(`private:${fileKey}`);

    expect(await runJob('sweep-orphan-uploads')).toEqual({ removed: 1, failed: 0 });
    expect(existsSync(path.join(privateDir, fileKey))).toBe(false);
  });

  it('refuses to attach an expired upload in French, and keeps a refused one pending', async () => {
    const late = await uploadPicture('tardive.png');
    await age(late);

    const refused = await createPost(late);

    expect(refused.errors?.[0]?.message).toBe('Ce fichier a expiré : veuillez le téléverser de nouveau.');
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('VALIDATION_FAILED');
    expect(await redis.zscore(pendingKey(), late)).not.toBeNull();
    await runJob('sweep-orphan-uploads');
    expect(existsSync(diskPath(late))).toBe(false);
    // Sent again after the sweep: still refused, never saved without its file.
    expect((await createPost(late)).errors?.[0]?.extensions?.['code']).toBe('VALIDATION_FAILED');
  });

  describe('CVs stored publicly before CVs were private', () => {
    const publicUrl = () => `/files/cvs/${worker.id}/1700000000000_cv-ndeye.pdf`;
    const cvUrlOf = async (id: string) =>
      (await db.query<{ cv_url: string | null }>('SELECT cv_url FROM profiles.profiles WHERE id = $1', [id]))
        .rows[0]?.cv_url;
    const cvUrlOnProfile = () => cvUrlOf(worker.id);
    let second: RunningGateway | undefined;
    let lost: SignedInPerson;
    const lostUrl = () => `/files/cvs/${lost.id}/1600000000000_perdu.pdf`;

    beforeAll(async () => {
      await mkdir(path.join(uploadsDir, 'cvs', worker.id), { recursive: true });
      await writeFile(diskPath(publicUrl()), PDF);
      await db.query('UPDATE profiles.profiles SET cv_url = $2 WHERE id = $1', [worker.id, publicUrl()]);
      // A CV whose public file is gone: nothing to move, its profile is left as it is.
      lost = await signedInPerson(backend, db, inject('infra').natsUrl, {
        type: 'worker',
        fullName: 'Pape Fall',
        profession: 'Maçon',
        password: PASSWORD,
      });
      await db.query('UPDATE profiles.profiles SET cv_url = $2 WHERE id = $1', [lost.id, lostUrl()]);
    });

    afterAll(async () => {
      await second?.app.stop();
    });

    it('are moved to private storage when a gateway starts, and served through the checked download', async () => {
      // Another instance of this environment starting, on a port of its own.
      const env = Object.fromEntries(Object.entries(backend.env).filter(([name]) => name !== 'PORT'));
      second = await startGateway(inject('infra'), env);

      await expect
        .poll(cvUrlOnProfile, { timeout: 20_000, interval: 200 })
        .toBe(`private:cvs/${worker.id}/1700000000000_cv-ndeye.pdf`);

      expect(existsSync(diskPath(publicUrl()))).toBe(false);
      const privateCopy = path.join(privateDir, 'cvs', worker.id, '1700000000000_cv-ndeye.pdf');
      expect((await readFile(privateCopy)).equals(PDF)).toBe(true);
      const download = await fetch(`${backend.gatewayUrl}/downloads/cv/${worker.id}`, {
        headers: employer.headers,
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      const seen = await graphql<{ profile: { cvUrl: string | null } }>(
        backend.gatewayUrl,
        'query($id: ID!) { profile(id: $id) { cvUrl } }',
        { variables: { id: worker.id }, headers: employer.headers },
      );
      expect(seen.data?.profile.cvUrl).toBe(`/downloads/cv/${worker.id}`);
    });

    it('is a one-off: running the move again changes nothing', async () => {
      expect(await runJob('move-public-cvs')).toEqual({ moved: 0, skipped: 1 });
      expect(await cvUrlOnProfile()).toBe(`private:cvs/${worker.id}/1700000000000_cv-ndeye.pdf`);
      expect(await cvUrlOf(lost.id)).toBe(lostUrl());
    });

    it("refuses the move's operations to any person, admins included", async () => {
      const nats = await connect({ servers: inject('infra').natsUrl });
      try {
        const rpc = new NatsRpcClient(nats, backend.natsNamespace);
        const actor = { id: admin.id, type: 'admin' as const };
        const calls = [
          rpc.request(ProfilesFilesRpc.publicCvs, { after: null, limit: 10 }, { actor }),
          rpc.request(
            ProfilesFilesRpc.moveCv,
            { profileId: lost.id, from: lostUrl(), to: `private:cvs/${lost.id}/1_x.pdf` },
            { actor },
          ),
        ];
        for (const call of calls) {
          await expect(call).rejects.toBeInstanceOf(RpcCallError);
          await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
        }
        expect(await cvUrlOf(lost.id)).toBe(lostUrl());
      } finally {
        await nats.close();
      }
    });

    it('are found through their partial index, not by reading every profile', async () => {
      const indexScans = async () =>
        Number(
          (
            await db.query<{ idx_scan: string }>(
              "SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = 'profiles_public_cv_idx'",
            )
          ).rows[0]?.idx_scan ?? -1,
        );
      // Enough profiles without a CV that reading them all costs more than the index.
      await db.query(
        `INSERT INTO profiles.profiles (id, full_name, type, email, updated_at)
         SELECT gen_random_uuid(), 'Profil ' || n, 'worker', 'profil-' || n || '@exemple.sn', now()
         FROM generate_series(1, 3000) n`,
      );
      await db.query('ANALYZE profiles.profiles');
      const before = await indexScans();
      expect(before).toBeGreaterThanOrEqual(0);

      expect(await runJob('move-public-cvs')).toEqual({ moved: 0, skipped: 1 });
      // A session's counts reach the statistics views once it is idle, within seconds.
      await expect.poll(indexScans, { timeout: 20_000, interval: 250 }).toBeGreaterThan(before);
    });
  });
});
