import { Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import {
  type Actor,
  AssistantDocumentsRpc,
  NO_TEXT_MESSAGE,
  TRAINING_FILE_MAX_MEGABYTES,
  type TrainingDocumentDto,
  type TrainingMimeType,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { filePart, readLimited, requestFile } from '../uploads/file-part.js';
import { UploadRejected, UploadRejectedFilter } from '../uploads/upload-rejected.js';
import { TrainingFiles } from './training-files.js';

export const TRAINING_TYPE_MESSAGE = 'Type de fichier non accepté : choisissez un fichier PDF, TXT ou DOCX.';

const DETECTED: Readonly<Record<string, TrainingMimeType>> = {
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * POST /uploads/training-document (admins): one part `file`, a PDF, DOCX or TXT of 10 MB at most,
 * its type read from its content. The file goes to the assistant's object store and the
 * assistant queues its extraction; answers the document (status `pending`).
 */
@Controller('uploads')
@UseFilters(UploadRejectedFilter)
export class TrainingUploadsController {
  constructor(
    private readonly files: TrainingFiles,
    private readonly rpc: NatsRpcClient,
  ) {}

  @Roles('admin')
  @Post('training-document')
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<TrainingDocumentDto> {
    const part = filePart(await requestFile(request, TRAINING_FILE_MAX_MEGABYTES));
    const bytes = await readLimited(part, TRAINING_FILE_MAX_MEGABYTES);
    if (bytes.length === 0) throw new UploadRejected(400, NO_TEXT_MESSAGE);
    const mimeType = await trainingType(bytes, part.filename);
    if (!mimeType) throw new UploadRejected(415, TRAINING_TYPE_MESSAGE);

    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.files.put(sha256, bytes);
    return this.rpc.request(
      AssistantDocumentsRpc.register,
      { title: titleOf(part.filename), mimeType, sizeBytes: bytes.length, sha256 },
      { actor },
    );
  }
}

/**
 * PDF and DOCX by their signature; plain text has none, so a `.txt` is accepted when it is UTF-8
 * without control bytes (an executable renamed `.txt` is neither).
 */
async function trainingType(bytes: Buffer, fileName: string): Promise<TrainingMimeType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return DETECTED[detected.mime];
  if (!/\.txt$/i.test(fileName)) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex -- looking for binary content on purpose
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? undefined : 'text/plain';
  } catch {
    return undefined;
  }
}

/** The document's title: its file name without the extension. */
function titleOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return (base || 'Document').slice(0, 200);
}
