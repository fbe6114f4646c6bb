import { type MultipartFile } from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, UploadRejected } from './upload-rejected.js';

const MB = 1024 * 1024;

/** The request's first file part, limited to `maxMegabytes`; refuses a request that is not multipart. */
export async function requestFile(
  request: FastifyRequest,
  maxMegabytes: number,
): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw new UploadRejected(400, UPLOAD_MESSAGES.missing);
  return request.file({ limits: { fileSize: maxMegabytes * MB, files: 1, fields: 5 } });
}

/** The single part of an upload request, which must be named `file`. */
export function filePart(file: MultipartFile | undefined): MultipartFile {
  if (!file || file.fieldname !== 'file') throw new UploadRejected(400, UPLOAD_MESSAGES.missing);
  return file;
}

/**
 * Reads a file part, stopping as soon as it passes the limit (busboy counts while streaming).
 * toBuffer() only notices the limit on a chunk it receives: when the bytes past the limit arrive
 * in a network chunk of their own, busboy marks the stream truncated without pushing anything
 * and toBuffer() returns the first bytes as if complete, hence the second check.
 */
export async function readLimited(file: MultipartFile, maxMegabytes: number): Promise<Buffer> {
  const tooLarge = () => new UploadRejected(413, UPLOAD_MESSAGES.tooLarge(maxMegabytes));
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated) throw tooLarge();
  return bytes;
}
