import { Inject, Injectable, Logger } from '@nestjs/common';
import { PRIVATE_FILE_PREFIX } from '@liggeey/contracts';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { PRIVATE_FILE_STORAGE, type PrivateFileStorage } from '../storage/private-file-storage.js';
import { PendingUploads } from './pending-uploads.js';

const BATCH = 100;

/**
 * Removes the files of uploads nobody attached in time. The file goes first, then the record:
 * until then a late claim is refused as expired, and a failed removal is retried by the next run.
 * Two runs at once only remove the same files twice, which storage ignores.
 */
@Injectable()
export class OrphanUploadSweep {
  private readonly logger = new Logger(OrphanUploadSweep.name);

  constructor(
    private readonly pending: PendingUploads,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PRIVATE_FILE_STORAGE) private readonly privateStorage: PrivateFileStorage,
  ) {}

  /** Answers how many files were removed. */
  async run(): Promise<{ removed: number; failed: number }> {
    let [removed, failed] = [0, 0];
    const failing = new Set<string>();
    for (;;) {
      const batch = (await this.pending.expired(BATCH + failing.size)).filter((one) => !failing.has(one));
      for (const reference of batch) {
        try {
          await this.remove(reference);
          await this.pending.forget(reference);
          removed += 1;
        } catch (error) {
          failing.add(reference);
          failed += 1;
          this.logger.error({ err: error, reference }, 'Orphan upload not removed; next sweep retries');
        }
      }
      if (batch.length < BATCH) break;
    }
    if (removed > 0 || failed > 0) this.logger.log({ removed, failed }, 'Orphan uploads swept');
    return { removed, failed };
  }

  private remove(reference: string): Promise<void> {
    return reference.startsWith(PRIVATE_FILE_PREFIX)
      ? this.privateStorage.remove(reference.slice(PRIVATE_FILE_PREFIX.length))
      : this.storage.remove(reference);
  }
}
