import { S3Client } from '@aws-sdk/client-s3';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type GatewayConfig } from '../config/gateway-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { LocalPrivateFileStorage } from './local-private-file-storage.js';
import { PRIVATE_FILE_STORAGE, type PrivateFileStorage } from './private-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { S3PrivateFileStorage } from './s3-private-file-storage.js';

function s3Client(config: GatewayConfig): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    // Another S3-compatible store than AWS (SeaweedFS, Scaleway, ...): path-style addresses, and
    // integrity checksums only where the API requires them (the SDK's newer default sends them on
    // every upload, which not every S3-compatible store accepts).
    ...(config.S3_ENDPOINT
      ? {
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
  });
}

export function createFileStorage(config: GatewayConfig): FileStorage {
  if (config.STORAGE_DRIVER === 'local')
    return new LocalFileStorage(config.UPLOADS_DIR, config.PUBLIC_FILES_URL);
  return new S3FileStorage(
    s3Client(config),
    config.S3_BUCKET ?? '',
    (config.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
  );
}

/** Paid files: a directory outside UPLOADS_DIR, or a private bucket (or the `private/` prefix). */
export function createPrivateFileStorage(config: GatewayConfig): PrivateFileStorage {
  if (config.STORAGE_DRIVER === 'local') return new LocalPrivateFileStorage(config.PRIVATE_FILES_DIR);
  return config.S3_PRIVATE_BUCKET
    ? new S3PrivateFileStorage(s3Client(config), config.S3_PRIVATE_BUCKET, '')
    : new S3PrivateFileStorage(s3Client(config), config.S3_BUCKET ?? '', 'private/');
}

/** The configured storages (STORAGE_DRIVER), injectable as FILE_STORAGE and PRIVATE_FILE_STORAGE. */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
    { provide: PRIVATE_FILE_STORAGE, inject: [APP_CONFIG], useFactory: createPrivateFileStorage },
  ],
  exports: [FILE_STORAGE, PRIVATE_FILE_STORAGE],
})
export class StorageModule {}
