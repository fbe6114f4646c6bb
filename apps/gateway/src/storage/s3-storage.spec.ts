import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { smallImageUrl } from '@liggeey/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayConfigSchema } from '../config/gateway-config.js';
import { createFileStorage, createPrivateFileStorage } from './storage.module.js';

/**
 * The S3 drivers against an S3-compatible server CI can install from npm (s3rver, in process, with
 * its signature checks on): the same requests the gateway sends to SeaweedFS in compose and the dev
 * overlay, or to the production object store.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

let server: S3rverInstance;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'liggeey' }, { name: 'liggeey-private' }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The gateway's configuration as compose and the overlays give it (s3rver's own key pair). */
const config = (privateBucket?: string) =>
  gatewayConfigSchema.parse({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'liggeey',
    ...(privateBucket ? { S3_PRIVATE_BUCKET: privateBucket } : {}),
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Path-style, as nginx forwards /files to the bucket.
    S3_PUBLIC_URL: `${endpoint}/liggeey`,
  });

describe('S3 drivers against an S3-compatible server', () => {
  it('stores a public file readable at its public URL, then removes it', async () => {
    const storage = createFileStorage(config());
    const url = await storage.put(
      'avatars',
      'user-1',
      'photo de moi.webp',
      Buffer.from('image'),
      'image/webp',
    );
    expect(url.startsWith(storage.prefix('avatars', 'user-1'))).toBe(true);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('image');
    expect(fetched.headers.get('content-type')).toBe('image/webp');

    await storage.remove(url);
    expect((await fetch(url)).status).toBe(404);
  });

  it('stores a picture with its small copy beside it, and removes both', async () => {
    const storage = createFileStorage(config());
    const url = await storage.putPicture('posts', 'user-1', 'marché.webp', {
      full: Buffer.from('grande'),
      small: Buffer.from('petite'),
    });
    const small = smallImageUrl(url);
    expect(small).not.toBeNull();
    expect(await (await fetch(url)).text()).toBe('grande');
    const fetched = await fetch(small ?? '');
    expect(await fetched.text()).toBe('petite');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await storage.remove(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(small ?? '')).status).toBe(404);
  });

  it.each([
    ['a private bucket', 'liggeey-private'],
    ['the private/ prefix of the public bucket', undefined],
  ])('keeps paid files in %s: put, open, put-if-absent, remove', async (_label, bucket) => {
    const storage = createPrivateFileStorage(config(bucket));
    const key = await storage.put('guide.pdf', Buffer.from('contenu'), 'application/pdf');
    const opened = await storage.open(key);
    expect(opened?.size).toBe(7);
    expect(opened ? await text(opened.stream) : null).toBe('contenu');

    await storage.putIfAbsent(key, Buffer.from('autre'), 'application/pdf');
    const again = await storage.open(key);
    expect(again ? await text(again.stream) : null).toBe('contenu');

    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
  });
});
