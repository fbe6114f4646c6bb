import { S3Client } from '@aws-sdk/client-s3';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type GatewayConfig } from '../config/gateway-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

export function createFileStorage(config: GatewayConfig): FileStorage {
  if (config.STORAGE_DRIVER === 'local')
    return new LocalFileStorage(config.UPLOADS_DIR, config.PUBLIC_FILES_URL);
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
  });
  return new S3FileStorage(client, config.S3_BUCKET ?? '', (config.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''));
}

/** The configured file storage (STORAGE_DRIVER), injectable as FILE_STORAGE. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage }],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
