import { Inject, Injectable } from '@nestjs/common';
import { type Actor, PRIVATE_FILE_PREFIX } from '@liggeey/contracts';
import { type MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { PinoLogger } from 'nestjs-pino';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { FILE_STORAGE, type FileStorage, withExtension } from '../storage/file-storage.js';
import { PRIVATE_FILE_STORAGE, type PrivateFileStorage } from '../storage/private-file-storage.js';
import { webpPicture } from '../storage/webp-picture.js';
import { filePart, readLimited } from '../uploads/file-part.js';
import { UPLOAD_MESSAGES, UploadRejected } from '../uploads/upload-rejected.js';
import {
  PRODUCT_FILE_MAX_MEGABYTES,
  PRODUCT_FILE_TYPES,
  PRODUCT_IMAGE_MAX_MEGABYTES,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_TYPES,
} from './product-file-rules.js';

export interface StoredProductFile {
  fileKey: string;
  fileType: string;
  fileName: string;
}

/** Admin uploads for the catalogue: paid files go to private storage, pictures to public storage. */
@Injectable()
export class ProductFilesService {
  constructor(
    @Inject(PRIVATE_FILE_STORAGE) private readonly privateStorage: PrivateFileStorage,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly pending: PendingUploads,
    private readonly logger: PinoLogger,
  ) {}

  /** The file a digital product delivers; answers its private key (no URL exists for it). */
  async storeFile(file: MultipartFile | undefined): Promise<StoredProductFile> {
    const part = filePart(file);
    const bytes = await readNonEmpty(part, PRODUCT_FILE_MAX_MEGABYTES);
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected ? PRODUCT_FILE_TYPES[detected.mime] : undefined;
    if (!detected || !extension) throw new UploadRejected(415, UPLOAD_MESSAGES.type);
    const fileName = withExtension(part.filename, extension);
    const fileKey = await this.privateStorage.put(fileName, bytes, detected.mime);
    await this.pending.record(productFileReference(fileKey));
    return { fileKey, fileType: detected.mime, fileName };
  }

  /** A product picture, re-encoded to WebP (metadata dropped); answers its public URL. */
  async storeImage(actor: Actor, file: MultipartFile | undefined): Promise<{ url: string }> {
    const part = filePart(file);
    const bytes = await readNonEmpty(part, PRODUCT_IMAGE_MAX_MEGABYTES);
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !PRODUCT_IMAGE_TYPES.has(detected.mime))
      throw new UploadRejected(415, UPLOAD_MESSAGES.type);
    const url = await this.storage.putPicture(
      'products',
      actor.id,
      withExtension(part.filename, 'webp'),
      await webpPicture(bytes, PRODUCT_IMAGE_SIZE),
    );
    await this.pending.record(url);
    return { url };
  }

  /** After a product is deleted: its files go too; a failure is logged, the deletion stands. */
  async removeQuietly(fileKey: string | null, imageUrl: string | null): Promise<void> {
    try {
      await Promise.all([
        fileKey ? this.privateStorage.remove(fileKey) : undefined,
        imageUrl ? this.storage.remove(imageUrl) : undefined,
      ]);
    } catch (error) {
      this.logger.error({ err: error, fileKey, imageUrl }, 'Could not remove a deleted product file');
    }
  }
}

/** How a product's private file is recorded among pending uploads (see PendingUploads). */
export function productFileReference(fileKey: string): string {
  return `${PRIVATE_FILE_PREFIX}${fileKey}`;
}

/** A non-empty file part within the limit. */
async function readNonEmpty(part: MultipartFile, maxMegabytes: number): Promise<Buffer> {
  const bytes = await readLimited(part, maxMegabytes);
  if (bytes.length === 0) throw new UploadRejected(400, UPLOAD_MESSAGES.missing);
  return bytes;
}
