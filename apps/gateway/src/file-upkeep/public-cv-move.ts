import { Inject, Injectable, Logger } from '@nestjs/common';
import { PRIVATE_FILE_PREFIX, ProfilesFilesRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import {
  PRIVATE_FILE_STORAGE,
  type PrivateFileStorage,
  isPrivateFileKey,
  newCvFileKey,
} from '../storage/private-file-storage.js';

const BATCH = 100;

interface PublicCv {
  profileId: string;
  url: string;
}

export interface PublicCvMoveReport {
  moved: number;
  /** CVs whose public file is missing or not in this storage: left as they are, logged. */
  skipped: number;
}

/**
 * Moves the CVs uploaded before CVs were private (a public `/files/cvs/…` URL on the profile) to
 * private storage: copy, point the profile at the copy if its CV is still that URL, then remove the
 * public file. The copy's key comes from the public name, so a replay (another instance, a retry
 * after a crash) writes the same key and finds the profile already moved.
 */
@Injectable()
export class PublicCvMove {
  private readonly logger = new Logger(PublicCvMove.name);

  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PRIVATE_FILE_STORAGE) private readonly privateStorage: PrivateFileStorage,
  ) {}

  async run(): Promise<PublicCvMoveReport> {
    const report: PublicCvMoveReport = { moved: 0, skipped: 0 };
    let after: string | null = null;
    for (;;) {
      const { cvs }: { cvs: PublicCv[] } = await this.rpc.request(ProfilesFilesRpc.publicCvs, {
        after,
        limit: BATCH,
      });
      for (const cv of cvs) {
        if (await this.move(cv.profileId, cv.url)) report.moved += 1;
        else report.skipped += 1;
      }
      if (cvs.length < BATCH) break;
      after = cvs[cvs.length - 1]?.profileId ?? null;
    }
    if (report.moved > 0 || report.skipped > 0)
      this.logger.log(report, 'Public CVs moved to private storage');
    return report;
  }

  /** False when there is nothing to copy (the profile keeps its URL). */
  private async move(profileId: string, url: string): Promise<boolean> {
    const bytes = await this.storage.read(url);
    if (!bytes) {
      this.logger.warn({ profileId, url }, 'Public CV not found in storage; left as it is');
      return false;
    }
    const key = movedCvKey(profileId, url);
    const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
    await this.privateStorage.putAt(key, bytes, contentType);
    const { moved } = await this.rpc.request(ProfilesFilesRpc.moveCv, {
      profileId,
      from: url,
      to: `${PRIVATE_FILE_PREFIX}${key}`,
    });
    // A CV replaced meanwhile removed its public file itself; the copy is then nobody's.
    if (moved) await this.storage.remove(url);
    else await this.privateStorage.remove(key);
    return moved;
  }
}

/** The public file's stored name in the profile's private folder (a fresh name if it does not fit). */
export function movedCvKey(profileId: string, url: string): string {
  const name = decodedName(url.slice(url.lastIndexOf('/') + 1));
  const key = `cvs/${profileId}/${name}`;
  return isPrivateFileKey(key) ? key : newCvFileKey(profileId, name);
}

function decodedName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
