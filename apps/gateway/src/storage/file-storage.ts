import { type WebpPicture } from './webp-picture.js';

/** Where uploaded files live: the spec's buckets plus CVs and portfolio files. */
export const BUCKETS = [
  'avatars',
  'covers',
  'cvs',
  'portfolio',
  'posts',
  'products',
  'articles',
  'appearance',
] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Stores uploads under `{bucket}/{userId}/{timestamp}_{safeName}` (spec §3) and removes them. */
export interface FileStorage {
  /** Stores the bytes and answers their public URL. */
  put(bucket: Bucket, userId: string, fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Stores a WebP picture and its small copy beside it (`smallImageUrl`); answers the picture's URL. */
  putPicture(bucket: Bucket, userId: string, fileName: string, picture: WebpPicture): Promise<string>;
  /** The bytes behind a URL this storage produced; null for a missing file or another URL. */
  read(url: string): Promise<Buffer | null>;
  /**
   * Removes the file behind a URL this storage produced, and a picture's small copy; other URLs
   * (and missing files) are ignored.
   */
  remove(url: string): Promise<void>;
  /** The public URL prefix of a user's files in a bucket, or of the whole bucket (ends with `/`). */
  prefix(bucket: Bucket, userId?: string): string;
}

/** Nest injection token of the configured `FileStorage`. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

const NAME_MAX = 80;

/**
 * The stored name: a millisecond timestamp, then the original name in lower-case ASCII letters,
 * digits, dots, dashes and underscores (accents dropped), capped in length with its extension kept.
 */
export function storedFileName(originalName: string, now: Date = new Date()): string {
  const ascii = originalName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 ? ascii.slice(dot).slice(0, 10) : '';
  const base =
    (dot > 0 ? ascii.slice(0, dot) : ascii)
      .slice(0, NAME_MAX - extension.length)
      .replace(/^[-.]+|[-.]+$/g, '') || 'fichier';
  return `${now.getTime()}_${base}${extension}`;
}

/** Replaces the extension of a name (or adds one). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'fichier'}.${extension}`;
}
