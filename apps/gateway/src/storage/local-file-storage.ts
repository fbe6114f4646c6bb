import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smallImageUrl } from '@liggeey/contracts';
import { type Bucket, type FileStorage, storedFileName } from './file-storage.js';
import { type WebpPicture } from './webp-picture.js';

/** Files on the gateway's disk under `root`, served by the gateway at `publicUrl` (see file-serving). */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(bucket: Bucket, userId: string, fileName: string, bytes: Buffer): Promise<string> {
    const name = storedFileName(fileName);
    const directory = path.join(this.root, bucket, userId);
    await mkdir(directory, { recursive: true });
    // `wx`: names carry a timestamp, so an existing file is never overwritten.
    await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
    return `${this.prefix(bucket, userId)}${name}`;
  }

  async putPicture(bucket: Bucket, userId: string, fileName: string, picture: WebpPicture): Promise<string> {
    const url = await this.put(bucket, userId, fileName, picture.full);
    const small = smallImageUrl(url);
    const file = small && picture.small ? this.pathOf(small) : null;
    if (file && picture.small) await writeFile(file, picture.small, { flag: 'wx' });
    return url;
  }

  async read(url: string): Promise<Buffer | null> {
    const file = this.pathOf(url);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(url: string): Promise<void> {
    const small = smallImageUrl(url);
    for (const file of [this.pathOf(url), small && this.pathOf(small)]) {
      if (file) await rm(file, { force: true });
    }
  }

  prefix(bucket: Bucket, userId?: string): string {
    return `${this.publicUrl}/${bucket}/${userId === undefined ? '' : `${userId}/`}`;
  }

  /** The file behind one of our URLs, or null for any other URL or one escaping the root. */
  pathOf(url: string): string | null {
    if (!url.startsWith(`${this.publicUrl}/`)) return null;
    return resolveInside(this.root, url.slice(this.publicUrl.length + 1));
  }
}

/**
 * `relative` (URL-encoded, `/`-separated) resolved inside `root`, or null when it would leave it or
 * is not of the `{bucket}/{userId}/{name}` shape.
 */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const parts = decoded.split('/');
  if (parts.length !== 3 || parts.some((part) => !/^[a-zA-Z0-9._-]+$/.test(part) || part.startsWith('.'))) {
    return null;
  }
  const resolved = path.resolve(root, ...parts);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}
