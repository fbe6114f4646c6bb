import { PRODUCT_FILE_KEY_PATTERN } from '@liggeey/contracts';
import { type Readable } from 'node:stream';
import { storedFileName } from './file-storage.js';

/** A CV's key: its owner's folder, then the stored name (only the gateway makes these). */
const CV_FILE_KEY_PATTERN = /^cvs\/[0-9a-f-]{36}\/[a-z0-9][a-z0-9._-]{0,120}$/;

/** A stored private file, ready to stream. */
export interface PrivateFile {
  stream: Readable;
  size: number | undefined;
}

/**
 * Paid files of digital products and CVs. Unlike `FileStorage` they have no URL: the gateway reads
 * them only for a buyer (GET /downloads/products/:id) or a CV's readers (GET /downloads/cv/:id),
 * so no link to one can be shared.
 */
export interface PrivateFileStorage {
  /** Stores the bytes under a new key `digital_products/{timestamp}_{safeName}` and answers it. */
  put(fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Stores the bytes under a new key made by the caller (`newCvFileKey`). */
  putAt(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the bytes under a given key unless a file is already there (seeded sample files). */
  putIfAbsent(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file behind a key, or null when there is none (or the key is not one of ours). */
  open(key: string): Promise<PrivateFile | null>;
  /** Removes the file; a missing file or a foreign key is ignored. */
  remove(key: string): Promise<void>;
}

/** Nest injection token of the configured `PrivateFileStorage`. */
export const PRIVATE_FILE_STORAGE = Symbol('PRIVATE_FILE_STORAGE');

/** The key of a new paid file: spec §3, timestamp plus the original name. */
export function newProductFileKey(fileName: string): string {
  return `digital_products/${storedFileName(fileName)}`;
}

/** The key of a new CV of `ownerId`: timestamp plus the original name, in the owner's folder. */
export function newCvFileKey(ownerId: string, fileName: string): string {
  return `cvs/${ownerId}/${storedFileName(fileName)}`;
}

/** A key this storage made: a product's file or a CV, nothing that could leave its directory. */
export function isPrivateFileKey(key: string): boolean {
  return (PRODUCT_FILE_KEY_PATTERN.test(key) || CV_FILE_KEY_PATTERN.test(key)) && !key.includes('..');
}
