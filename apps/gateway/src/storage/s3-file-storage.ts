import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { smallImageUrl } from '@liggeey/contracts';
import { type Bucket, type FileStorage, storedFileName } from './file-storage.js';
import { type WebpPicture } from './webp-picture.js';

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
    await this.putAt(key, bytes, contentType);
    return `${this.publicUrl}/${key}`;
  }

  async putPicture(bucket: Bucket, userId: string, fileName: string, picture: WebpPicture): Promise<string> {
    const url = await this.put(bucket, userId, fileName, picture.full, 'image/webp');
    const small = smallImageUrl(url);
    if (small && picture.small) await this.putAt(this.keyOf(small), picture.small, 'image/webp');
    return url;
  }

  private async putAt(key: string, bytes: Buffer, contentType: string): Promise<void> {
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
  }

  private keyOf(url: string): string {
    return url.slice(this.publicUrl.length + 1);
  }

  async read(url: string): Promise<Buffer | null> {
    if (!url.startsWith(`${this.publicUrl}/`)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(url) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicUrl}/`)) return;
    const small = smallImageUrl(url);
    // Deleting a key that does not exist succeeds: a picture stored without a small copy is fine.
    for (const address of small ? [url, small] : [url]) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(address) }));
    }
  }

  prefix(bucket: Bucket, userId?: string): string {
    return `${this.publicUrl}/${bucket}/${userId === undefined ? '' : `${userId}/`}`;
  }
}
