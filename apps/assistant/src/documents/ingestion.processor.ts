import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import {
  INDEXING_FAILED_MESSAGE,
  type TrainingMimeType,
  UNREADABLE_DOCUMENT_MESSAGE,
} from '@liggeey/contracts';
import { trackQueueDepth } from '@liggeey/service-kit';
import { type Job, type Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { SearchWordsRepository } from '../search-words/search-words.repository.js';
import { DocumentsRepository } from './documents.repository.js';
import { type IngestionJob, INGESTION_QUEUE } from './ingestion.queue.js';
import { splitIntoPassages } from './passages.js';
import { ExtractionFailed, extractDocumentText } from './text-extraction.js';
import { TrainingFiles } from './training-files.js';

/**
 * Extraction then indexing, with the status the admin page follows (extraction, indexation, prêt,
 * échec with its reason). A document that cannot give text fails for good; an infrastructure
 * error is retried by BullMQ and, after the last try, marks the document failed.
 */
@Processor(INGESTION_QUEUE)
export class IngestionProcessor extends WorkerHost {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly files: TrainingFiles,
    private readonly words: SearchWordsRepository,
    private readonly logger: PinoLogger,
    @InjectQueue(INGESTION_QUEUE) queue: Queue,
  ) {
    super();
    trackQueueDepth(queue);
    this.logger.setContext(IngestionProcessor.name);
  }

  async process(job: Job<IngestionJob>): Promise<void> {
    const document = await this.documents.find(job.data.documentId);
    // Deleted meanwhile: nothing to do.
    if (!document) return;
    await this.documents.setStatus(document.id, 'extracting');
    try {
      const bytes = await this.files.read(document.sha256);
      if (!bytes) throw new ExtractionFailed(UNREADABLE_DOCUMENT_MESSAGE);
      const text = await extractDocumentText(bytes, document.mimeType as TrainingMimeType);
      await this.documents.setStatus(document.id, 'indexing');
      const passages = splitIntoPassages(text);
      await this.words.learn(...passages);
      await this.documents.storePassages(document.id, passages);
    } catch (error) {
      if (error instanceof ExtractionFailed) {
        await this.documents.setStatus(document.id, 'failed', error.message);
        return;
      }
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.error({ err: error, documentId: document.id, lastTry }, 'document not indexed');
      if (lastTry) await this.documents.setStatus(document.id, 'failed', INDEXING_FAILED_MESSAGE);
      throw error;
    }
  }
}
