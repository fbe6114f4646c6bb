import { smallImageUrl } from '@liggeey/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage, resolveInside } from './local-file-storage.js';

const ROOT = path.resolve('/srv/uploads');

describe('resolveInside', () => {
  it('maps {bucket}/{userId}/{name} inside the root', () => {
    expect(resolveInside(ROOT, 'avatars/u1/1_a.webp')).toBe(path.join(ROOT, 'avatars', 'u1', '1_a.webp'));
  });

  it('refuses traversal, encoded or not, and other shapes', () => {
    for (const attempt of [
      '../etc/passwd',
      'avatars/../../x',
      '%2e%2e/%2e%2e/x',
      'avatars/u1/.hidden',
      'a/b',
      'a/b/c/d',
      '%E0%A4%A',
    ]) {
      expect(resolveInside(ROOT, attempt), attempt).toBeNull();
    }
  });
});

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(ROOT, '/files');

  it('answers the files of its own URLs only', () => {
    expect(storage.prefix('portfolio', 'u1')).toBe('/files/portfolio/u1/');
    expect(storage.prefix('articles')).toBe('/files/articles/');
    expect(storage.pathOf('/files/covers/u1/1_c.webp')).toBe(path.join(ROOT, 'covers', 'u1', '1_c.webp'));
    expect(storage.pathOf('https://cdn.exemple.sn/covers/u1/1_c.webp')).toBeNull();
    expect(storage.pathOf('/filesx/covers/u1/1_c.webp')).toBeNull();
  });

  it('stores a picture with its small copy beside it, and removes both', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'liggeey-pictures-'));
    try {
      const local = new LocalFileStorage(root, '/files');
      const url = await local.putPicture('covers', 'u1', 'Dakar.webp', {
        full: Buffer.from('grande'),
        small: Buffer.from('petite'),
      });
      const small = local.pathOf(smallImageUrl(url) ?? '');
      expect(small).not.toBeNull();
      expect(await readFile(small ?? '', 'utf8')).toBe('petite');
      await local.remove(url);
      await expect(readFile(small ?? '')).rejects.toThrow();
      await expect(readFile(local.pathOf(url) ?? '')).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
