import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalPrivateFileStorage } from './local-private-file-storage.js';

describe('LocalPrivateFileStorage', () => {
  let root: string;
  let storage: LocalPrivateFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'liggeey-private-'));
    storage = new LocalPrivateFileStorage(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores under digital_products/{timestamp}_{name} and reads the bytes back', async () => {
    const key = await storage.put('Mon Guide (2026).PDF', Buffer.from('%PDF-1.4 guide'));

    expect(key).toMatch(/^digital_products\/\d+_mon-guide-2026\.pdf$/);
    const file = await storage.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 guide');
    expect(file?.size).toBe(14);
  });

  it('never resolves a key outside its folder', () => {
    for (const key of [
      '../etc/passwd',
      'digital_products/../../x',
      'avatars/u1/1_a.webp',
      'digital_products/.hidden',
      'digital_products/a/b',
    ]) {
      expect(storage.pathOf(key), key).toBeNull();
    }
  });

  it('keeps an existing file when asked to write only if absent, and forgets removed ones', async () => {
    const key = 'digital_products/exemple.pdf';
    await storage.putIfAbsent(key, Buffer.from('first'));
    await storage.putIfAbsent(key, Buffer.from('second'));

    expect(await readFile(path.join(root, 'digital_products', 'exemple.pdf'), 'utf8')).toBe('first');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
  });
});
