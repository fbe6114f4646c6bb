import { ErrorCode, defaultMessage } from '@liggeey/contracts';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type GatewayConfig } from '../config/gateway-config.js';
import { resolveInside } from './local-file-storage.js';

/** The route the local driver's files are served at (its default PUBLIC_FILES_URL). */
export const FILES_ROUTE = '/files';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/**
 * GET /files/{bucket}/{userId}/{name}: the local driver's files, streamed from UPLOADS_DIR. Names
 * carry a timestamp, so a file never changes and may be cached for a year.
 */
export function registerFileServing(app: NestFastifyApplication, config: GatewayConfig): void {
  if (config.STORAGE_DRIVER !== 'local') return;
  const notFound = { code: ErrorCode.NotFound, message: defaultMessage(ErrorCode.NotFound) };
  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { '*': string } }>(`${FILES_ROUTE}/*`, async (request, reply) => {
      const file = resolveInside(config.UPLOADS_DIR, request.params['*']);
      const stats = file ? await stat(file).catch(() => null) : null;
      if (!file || !stats?.isFile()) return reply.status(404).send(notFound);
      return reply
        .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('content-length', stats.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    });
}
