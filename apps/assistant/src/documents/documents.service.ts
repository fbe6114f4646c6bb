import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  DUPLICATE_DOCUMENT_MESSAGE,
  ErrorCode,
  type RegisterDocument,
  type TrainingDocumentDto,
  type TrainingMimeType,
} from '@liggeey/contracts';
import {
  DomainException,
  EventPublisher,
  isUuid,
  recordAdminAction,
  requireAdmin,
} from '@liggeey/service-kit';
import { type JobsOptions, type Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { DocumentsRepository, type DocumentWithCount } from './documents.repository.js';
import { type IngestionJob, INGESTION_QUEUE } from './ingestion.queue.js';
import { TrainingFiles } from './training-files.js';

const RETRIES: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
};

/** Training documents of /admin/ai-training: registered once uploaded, indexed by the queue. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly files: TrainingFiles,
    @InjectQueue(INGESTION_QUEUE) private readonly queue: Queue<IngestionJob>,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DocumentsService.name);
  }

  async register(actor: Actor | null, input: RegisterDocument): Promise<TrainingDocumentDto> {
    requireAdmin(actor);
    const document = await this.repository.create(input, actor.id);
    if (!document) throw new DomainException(ErrorCode.Conflict, DUPLICATE_DOCUMENT_MESSAGE);
    await this.queue.add('ingest', { documentId: document.id }, { jobId: document.id, ...RETRIES });
    await this.record(actor, 'training-document.uploaded', document.id, document.title);
    return toDto(document);
  }

  async list(actor: Actor | null): Promise<TrainingDocumentDto[]> {
    requireAdmin(actor);
    return (await this.repository.newestFirst()).map(toDto);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireAdmin(actor);
    const deleted = isUuid(id) ? await this.repository.delete(id) : null;
    if (!deleted) throw new DomainException(ErrorCode.NotFound, 'Document introuvable.');
    await this.record(actor, 'training-document.deleted', id, deleted.title);
    // The passages are gone with the row; the file only takes space.
    await this.files.remove(deleted.sha256).catch((error: unknown) => {
      this.logger.warn({ err: error, documentId: id }, 'training file not removed');
    });
  }

  private record(actor: Actor, action: string, id: string, title: string): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'training-document',
      targetId: id,
      summary: title,
    });
  }
}

function toDto(document: DocumentWithCount): TrainingDocumentDto {
  return {
    id: document.id,
    title: document.title,
    mimeType: document.mimeType as TrainingMimeType,
    sizeBytes: document.sizeBytes,
    status: document.status,
    error: document.error,
    passages: document._count.passages,
    uploadedBy: document.uploadedBy,
    createdAt: document.createdAt.toISOString(),
  };
}
