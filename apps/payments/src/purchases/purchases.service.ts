import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminPaymentsPageDto,
  type AdminPaymentsQuery,
  type ConfirmPaymentRequest,
  ErrorCode,
  FLUTTERWAVE_PAYMENT_OPTIONS,
  PAYMENT_CURRENCY,
  PAYMENT_LINK_MISSING_MESSAGE,
  type PaymentOutcomeDto,
  type PaymentWebhookRequest,
  type RevenueDto,
  type StartPurchaseRequest,
  type StartedPurchaseDto,
  flutterwaveWebhookSchema,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException, requireAdmin } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { type PaymentsConfig } from '../config/payments-config.js';
import { LedgerClient } from '../ledger/ledger.client.js';
import { FlutterwaveClient } from '../provider/flutterwave.client.js';
import { SettlementService } from '../settlement/settlement.service.js';
import { type PaymentIntent, PaymentIntentsRepository } from './payment-intents.repository.js';
import { webhookHashMatches } from './webhook-hash.js';

const PAYMENT_NOT_FOUND = 'Paiement introuvable.';

/** Buying credit packs: the intent and hosted link, the return page's check, the webhook, revenue. */
@Injectable()
export class PurchasesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    private readonly intents: PaymentIntentsRepository,
    private readonly ledger: LedgerClient,
    private readonly provider: FlutterwaveClient,
    private readonly settlement: SettlementService,
    private readonly logger: PinoLogger,
  ) {}

  async start(actor: Actor | null, request: StartPurchaseRequest): Promise<StartedPurchaseDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated, 'Connexion requise');
    const pack = await this.ledger.creditPack(request.packId);
    // The price and credits are the pack's, read here: nothing the browser sends sets them.
    const intent = await this.intents.create({
      userId: actor.id,
      txRef: `LGY-${randomUUID()}`,
      productId: pack.id,
      amount: pack.price,
      credits: pack.credits,
    });
    const link = await this.provider.hostedLink({
      tx_ref: intent.txRef,
      amount: intent.amount,
      currency: PAYMENT_CURRENCY,
      redirect_url: this.config.PAYMENT_REDIRECT_URL,
      payment_options: FLUTTERWAVE_PAYMENT_OPTIONS,
      customer: request.customer,
      customizations: { title: 'Liggeey', description: pack.name },
    });
    if (!link) throw new DomainException(ErrorCode.ServiceUnavailable, PAYMENT_LINK_MISSING_MESSAGE);
    return { link, txRef: intent.txRef };
  }

  async confirm(actor: Actor | null, request: ConfirmPaymentRequest): Promise<PaymentOutcomeDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated, 'Connexion requise');
    const intent = await this.intents.byTxRef(request.txRef);
    // Someone else's reference is answered like an unknown one.
    if (!intent || intent.userId !== actor.id)
      throw new DomainException(ErrorCode.NotFound, PAYMENT_NOT_FOUND);
    const settled = await this.settlement.settle(request.txRef, {
      transactionId: request.transactionId,
      claimedStatus: request.claimedStatus,
    });
    return outcome(settled ?? intent);
  }

  /** The provider's `charge.completed`; its content is only a pointer for asking the provider. */
  async webhook(actor: Actor | null, request: PaymentWebhookRequest): Promise<{ accepted: boolean }> {
    if (actor) throw new DomainException(ErrorCode.Forbidden);
    if (!webhookHashMatches(request.hash, this.config.FLUTTERWAVE_WEBHOOK_HASH))
      throw new DomainException(ErrorCode.Unauthenticated, 'Signature du webhook invalide.');
    const parsed = flutterwaveWebhookSchema.safeParse(request.body);
    if (!parsed.success || parsed.data.event !== 'charge.completed') {
      this.logger.info({ event: parsed.data?.event }, 'webhook ignored');
      return { accepted: false };
    }
    const { tx_ref: txRef, id } = parsed.data.data;
    const settled = await this.settlement.settle(txRef, { transactionId: id });
    return { accepted: settled !== null };
  }

  async adminPayments(actor: Actor | null, query: AdminPaymentsQuery): Promise<AdminPaymentsPageDto> {
    requireAdmin(actor);
    const [intents, total] = await this.intents.page(query);
    return {
      items: intents.map((intent) => ({
        txRef: intent.txRef,
        userId: intent.userId,
        amount: intent.amount,
        paidAmount: intent.paidAmount,
        credits: intent.credits,
        status: intent.status,
        credited: intent.creditedAt !== null,
        reviewReason: intent.reviewReason,
        createdAt: intent.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async revenue(actor: Actor | null): Promise<RevenueDto> {
    requireAdmin(actor);
    return this.intents.revenue();
  }
}

/** A paid payment counts as successful for its payer only once the credits are on the balance. */
function outcome(intent: PaymentIntent): PaymentOutcomeDto {
  const status = intent.status === 'successful' && !intent.creditedAt ? 'pending' : intent.status;
  return { txRef: intent.txRef, status, credits: intent.credits };
}
