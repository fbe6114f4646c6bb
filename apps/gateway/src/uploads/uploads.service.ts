import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  PRIVATE_FILE_PREFIX,
  type PortfolioItemType,
  cvDownloadPath,
  type PostMediaType,
  type ProfileFileKind,
  ProfilesFilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { PinoLogger } from 'nestjs-pino';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { FILE_STORAGE, type FileStorage, withExtension } from '../storage/file-storage.js';
import {
  PRIVATE_FILE_STORAGE,
  type PrivateFileStorage,
  newCvFileKey,
} from '../storage/private-file-storage.js';
import { filePart, readLimited } from './file-part.js';
import { UPLOAD_MESSAGES, UploadRejected } from './upload-rejected.js';
import { webpPicture } from '../storage/webp-picture.js';
import {
  type AcceptedType,
  UPLOAD_RULES,
  type UploadKind,
  portfolioTypeOf,
  postMediaTypeOfAccepted,
} from './upload-rules.js';

interface StoredFile {
  url: string;
  accepted: AcceptedType;
}

/** Checks, re-encodes and stores uploads; profile files then replace the previous one (spec §4). */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PRIVATE_FILE_STORAGE) private readonly privateStorage: PrivateFileStorage,
    private readonly rpc: NatsRpcClient,
    private readonly pending: PendingUploads,
    private readonly logger: PinoLogger,
  ) {}

  /** Stores a profile picture, cover or CV, records it on the profile and removes the one it replaces. */
  async profileFile(
    actor: Actor,
    kind: ProfileFileKind,
    file: MultipartFile | undefined,
  ): Promise<{ url: string }> {
    const { url } = await this.store(actor.id, kind, filePart(file));
    let previousUrl: string | null;
    try {
      ({ previousUrl } = await this.rpc.request(ProfilesFilesRpc.set, { kind, url }, { actor }));
    } catch (error) {
      await this.removeQuietly(url);
      throw error;
    }
    if (previousUrl && previousUrl !== url) await this.removeQuietly(previousUrl);
    // A private file's address is its checked download, never its storage key.
    return { url: url.startsWith(PRIVATE_FILE_PREFIX) ? cvDownloadPath(actor.id) : url };
  }

  /** Stores a portfolio file, pending until the client creates the item with its URL. */
  async portfolioFile(
    actor: Actor,
    file: MultipartFile | undefined,
  ): Promise<{ url: string; type: PortfolioItemType }> {
    const { url, accepted } = await this.store(actor.id, 'portfolio', filePart(file));
    await this.pending.record(url);
    return { url, type: portfolioTypeOf(accepted) };
  }

  /** Stores a post's picture or video, pending until the client creates the post with its URL. */
  async postMedia(
    actor: Actor,
    file: MultipartFile | undefined,
  ): Promise<{ url: string; type: PostMediaType }> {
    const { url, accepted } = await this.store(actor.id, 'post', filePart(file));
    await this.pending.record(url);
    return { url, type: postMediaTypeOfAccepted(accepted) };
  }

  /** Stores a picture for the site (admins: an article's, the login page's), pending until saved. */
  async adminImage(
    actor: Actor,
    kind: 'article' | 'login-image',
    file: MultipartFile | undefined,
  ): Promise<{ url: string }> {
    const { url } = await this.store(actor.id, kind, filePart(file));
    await this.pending.record(url);
    return { url };
  }

  /** Removes a file the profiles service no longer references; a failure is logged, not raised. */
  async removeQuietly(url: string): Promise<void> {
    try {
      if (url.startsWith(PRIVATE_FILE_PREFIX))
        await this.privateStorage.remove(url.slice(PRIVATE_FILE_PREFIX.length));
      else await this.storage.remove(url);
    } catch (error) {
      this.logger.error({ err: error, url }, 'Could not remove a stored file');
    }
  }

  /**
   * Checks a file by its content, re-encodes an image and stores it under its owner's folder.
   * The sign-up form stores files for an account about to be created, hence an owner id.
   */
  async store(ownerId: string, kind: UploadKind, file: MultipartFile): Promise<StoredFile> {
    const rule = UPLOAD_RULES[kind];
    const bytes = await readLimited(file, rule.maxMegabytes);
    if (bytes.length === 0) throw new UploadRejected(400, UPLOAD_MESSAGES.missing);
    const detected = await fileTypeFromBuffer(bytes);
    const accepted = detected ? rule.accepted[detected.mime] : undefined;
    if (!accepted) throw new UploadRejected(415, UPLOAD_MESSAGES.type);

    if (accepted.image && rule.resize) {
      const picture = await webpPicture(bytes, rule.resize);
      const url = await this.storage.putPicture(
        rule.bucket,
        ownerId,
        withExtension(file.filename, 'webp'),
        picture,
      );
      return { url, accepted };
    }
    const name = withExtension(file.filename, accepted.extension);
    if (rule.private) {
      const key = newCvFileKey(ownerId, name);
      await this.privateStorage.putAt(key, bytes, accepted.contentType);
      return { url: `${PRIVATE_FILE_PREFIX}${key}`, accepted };
    }
    return {
      url: await this.storage.put(rule.bucket, ownerId, name, bytes, accepted.contentType),
      accepted,
    };
  }
}
