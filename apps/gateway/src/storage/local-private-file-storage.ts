import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type PrivateFile,
  type PrivateFileStorage,
  isPrivateFileKey,
  newProductFileKey,
} from './private-file-storage.js';

/** Paid files on the gateway's disk, in a directory that no route serves (not under UPLOADS_DIR). */
export class LocalPrivateFileStorage implements PrivateFileStorage {
  constructor(private readonly root: string) {}

  async put(fileName: string, bytes: Buffer): Promise<string> {
    const key = newProductFileKey(fileName);
    await this.write(key, bytes, 'wx');
    return key;
  }

  async putAt(key: string, bytes: Buffer): Promise<void> {
    await this.write(key, bytes, 'wx');
  }

  async putIfAbsent(key: string, bytes: Buffer): Promise<void> {
    try {
      await this.write(key, bytes, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }

  async open(key: string): Promise<PrivateFile | null> {
    const file = this.pathOf(key);
    const stats = file ? await stat(file).catch(() => null) : null;
    if (!file || !stats?.isFile()) return null;
    return { stream: createReadStream(file), size: stats.size };
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }

  /** The file of a key, or null for anything that is not a private file key. */
  pathOf(key: string): string | null {
    return isPrivateFileKey(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  private async write(key: string, bytes: Buffer, flag: 'wx'): Promise<void> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`Not a private file key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag });
  }
}
