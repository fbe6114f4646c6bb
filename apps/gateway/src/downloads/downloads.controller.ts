import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { type Actor, ErrorCode, LedgerPurchasesRpc, ProfilesFilesRpc } from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyReply } from 'fastify';
import { SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import {
  PRIVATE_FILE_STORAGE,
  type PrivateFile,
  type PrivateFileStorage,
} from '../storage/private-file-storage.js';
import { attachmentDisposition } from './content-disposition.js';

/** What a CV's extension says it is (the private storage keeps bytes, not types). */
const CV_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Private files, streamed as attachments that no cache keeps:
 * - GET /downloads/products/:id: a bought digital product's file; the ledger checks the
 *   entitlement (401 visitor, 403 non-buyer).
 * - GET /downloads/cv/:profileId: a professional's CV, for its owner, employers and admins; the
 *   profiles service checks (403 another worker, 404 a hidden profile or no CV).
 */
@Controller('downloads')
export class DownloadsController {
  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(PRIVATE_FILE_STORAGE) private readonly storage: PrivateFileStorage,
  ) {}

  @SignedIn()
  @Get('products/:id')
  async product(
    @Param('id') productId: string,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileKey, fileType, fileName } = await this.rpc.request(
      LedgerPurchasesRpc.download,
      { productId },
      { actor },
    );
    const file = await this.storage.open(fileKey);
    if (!file) throw new DomainException(ErrorCode.NotFound, 'Le fichier de ce produit est introuvable.');
    await send(reply, file, fileType ?? 'application/octet-stream', attachmentDisposition(fileName, fileKey));
  }

  @SignedIn()
  @Get('cv/:profileId')
  async cv(
    @Param('profileId') profileId: string,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { key } = await this.rpc.request(ProfilesFilesRpc.cv, { profileId }, { actor });
    const file = await this.storage.open(key);
    if (!file) throw new DomainException(ErrorCode.NotFound, 'Aucun CV pour ce profil.');
    const extension = key.slice(key.lastIndexOf('.') + 1);
    await send(
      reply,
      file,
      CV_TYPES[extension] ?? 'application/octet-stream',
      attachmentDisposition('CV', key),
    );
  }
}

async function send(
  reply: FastifyReply,
  file: PrivateFile,
  type: string,
  disposition: string,
): Promise<void> {
  if (file.size !== undefined) void reply.header('content-length', file.size);
  await reply
    .type(type)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
