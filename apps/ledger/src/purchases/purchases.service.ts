import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
  INSUFFICIENT_CREDITS_REASON,
  LedgerEvents,
  type ProductDownloadDto,
  type PurchaseResultDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { PurchasesRepository } from './purchases.repository.js';

const PRODUCT_NOT_FOUND = 'Produit introuvable';

/** Buying a digital product with credits, and who may download what it gives. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly repository: PurchasesRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {}

  async buy(actor: Actor | null, productId: string, idempotencyKey: string): Promise<PurchaseResultDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    const result = await this.repository.buy(actor.id, productId, idempotencyKey);
    switch (result.outcome) {
      case 'not_found':
        throw new DomainException(ErrorCode.NotFound, PRODUCT_NOT_FOUND);
      case 'insufficient':
        throw new DomainException(ErrorCode.Conflict, INSUFFICIENT_CREDITS_MESSAGE, {
          reason: INSUFFICIENT_CREDITS_REASON,
        });
      case 'mismatch':
        throw new DomainException(ErrorCode.Conflict, IDEMPOTENCY_MISMATCH_MESSAGE, {
          reason: 'idempotency_mismatch',
        });
      case 'already_purchased':
        return { productId, status: 'already_purchased', balance: result.balance };
      case 'purchased':
        if (result.created) this.publishBalance(actor.id, result.balance, result.transactionId);
        return { productId, status: 'purchased', balance: result.balance };
    }
  }

  async owned(actor: Actor | null, productId: string): Promise<boolean> {
    if (!actor) return false;
    return this.repository.owns(actor.id, productId);
  }

  async ownedIds(actor: Actor | null): Promise<string[]> {
    if (!actor) return [];
    return this.repository.ownedProductIds(actor.id);
  }

  /** The buyer's file; an admin may check any product's. */
  async download(actor: Actor | null, productId: string): Promise<ProductDownloadDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    const file = await this.repository.file(productId);
    if (!file) throw new DomainException(ErrorCode.NotFound, PRODUCT_NOT_FOUND);
    if (actor.type !== 'admin' && !(await this.repository.owns(actor.id, productId)))
      throw new DomainException(ErrorCode.Forbidden, "Vous n'avez pas acheté ce produit.");
    if (!file.fileKey)
      throw new DomainException(ErrorCode.NotFound, "Ce produit n'a pas encore de fichier à télécharger.");
    return { fileKey: file.fileKey, fileType: file.fileType, fileName: file.name };
  }

  /** Like every movement, after the commit and without holding the answer back. */
  private publishBalance(userId: string, balance: number, transactionId: string): void {
    void this.events
      .publish(LedgerEvents.balanceChanged, { userId, balance, transactionId }, transactionId)
      .catch((error: unknown) => {
        this.logger.error({ err: error, transactionId }, 'balance event not published');
      });
  }
}
