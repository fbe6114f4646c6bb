import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { type Actor, ErrorCode, LedgerPurchasesRpc } from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyReply } from 'fastify';
import { SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PRIVATE_FILE_STORAGE, type PrivateFileStorage } from '../storage/private-file-storage.js';
import { attachmentDisposition } from './content-disposition.js';

/**
 * GET /downloads/products/:id: a bought digital product's file. The ledger checks the
 * entitlement (401 visitor, 403 non-buyer); the bytes come from private storage, which has no URL.
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
    if (file.size !== undefined) void reply.header('content-length', file.size);
    await reply
      .type(fileType ?? 'application/octet-stream')
      .header('content-disposition', attachmentDisposition(fileName, fileKey))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }
}
