import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type Bucket, type FileStorage, storedFileName } from './file-storage.js';

/** Files in an S3-compatible bucket (AWS, SeaweedFS, Scaleway…), served from `publicUrl`. */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly publicUrl: string,
  ) {}

  async put(
    bucket: Bucket,
    userId: string,
    fileName: string,
    bytes: Buffer,
    contentType: string,
  ): Promise<string> {
    const key = `${bucket}/${userId}/${storedFileName(fileName)}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Names carry a timestamp: a stored file never changes.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.publicUrl}/${key}`;
  }

  async read(url: string): Promise<Buffer | null> {
    if (!url.startsWith(`${this.publicUrl}/`)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: url.slice(this.publicUrl.length + 1) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicUrl}/`)) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: url.slice(this.publicUrl.length + 1) }),
    );
  }

  prefix(bucket: Bucket, userId?: string): string {
    return `${this.publicUrl}/${bucket}/${userId === undefined ? '' : `${userId}/`}`;
  }
}
