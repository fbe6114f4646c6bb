import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import {
  type PrivateFile,
  type PrivateFileStorage,
  isPrivateFileKey,
  newProductFileKey,
} from './private-file-storage.js';

/**
 * Paid files in an S3 bucket that is not publicly readable (S3_PRIVATE_BUCKET), under `prefix`;
 * the gateway reads them with its credentials and streams them to buyers.
 */
export class S3PrivateFileStorage implements PrivateFileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  async put(fileName: string, bytes: Buffer, contentType: string): Promise<string> {
    const key = newProductFileKey(fileName);
    await this.write(key, bytes, contentType);
    return key;
  }

  async putAt(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.write(key, bytes, contentType);
  }

  async putIfAbsent(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const exists = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      .then(() => true)
      .catch(() => false);
    if (!exists) await this.write(key, bytes, contentType);
  }

  async open(key: string): Promise<PrivateFile | null> {
    if (!isPrivateFileKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) return null;
      return { stream: object.Body, size: object.ContentLength };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isPrivateFileKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  private async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isPrivateFileKey(key)) throw new Error(`Not a private file key: ${key}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  private objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }
}
