import multipart from '@fastify/multipart';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { UPLOAD_RULES, maxBytes } from './upload-rules.js';

/** multipart/form-data for POST /uploads/*; each route lowers the file size limit to its own. */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_RULES).map(maxBytes)), files: 1, fields: 5 },
  });
}
