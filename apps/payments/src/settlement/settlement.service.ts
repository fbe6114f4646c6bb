import { Injectable } from '@nestjs/common';
import {
  CREDITS_KEY_TAKEN_REASON,
  ErrorCode,
  type FlutterwaveTransaction,
  PAYMENT_CURRENCY,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { LedgerClient } from '../ledger/ledger.client.js';
import { FlutterwaveClient } from '../provider/flutterwave.client.js';
import { type PaymentIntent, PaymentIntentsRepository } from '../purchases/payment-intents.repository.js';
import { paymentsSettled } from './payment-metrics.js';

/** What the caller of a settlement saw; hints only, every fact comes from the provider. */
export interface SettlementHints {
  /** The provider's transaction id from the return address or the webhook. */
  transactionId?: number | undefined;
  /** The return address's status: believed only when it says the checkout was left unpaid. */
  claimedStatus?: string | undefined;
}

/**
 * The one way a payment becomes credits, shared by the return page, the webhook and the
 * reconciliation. The provider is asked what happened; the intent turns `successful` once (a
 * conditional update); the credits are granted with the provider's transaction id as the ledger's
 * idempotency key, and `creditedAt` is set only after that grant succeeded. So any number of
 * concurrent or repeated settlements credit exactly once, and a failed grant is retried.
 */
@Injectable()
export class SettlementService {
  constructor(
    private readonly intents: PaymentIntentsRepository,
    private readonly provider: FlutterwaveClient,
    private readonly ledger: LedgerClient,
    private readonly logger: PinoLogger,
  ) {}

  /** Null when no payment has this reference. */
  async settle(txRef: string, hints: SettlementHints = {}): Promise<PaymentIntent | null> {
    const intent = await this.intents.byTxRef(txRef);
    if (!intent) return null;
    switch (intent.status) {
      case 'successful':
        return this.credit(intent);
      case 'failed':
      case 'flagged':
        return intent;
      case 'pending':
      case 'cancelled':
        return this.verify(intent, hints);
    }
  }

  private async verify(intent: PaymentIntent, hints: SettlementHints): Promise<PaymentIntent> {
    const transaction = await this.providerTransaction(intent.txRef, hints.transactionId);
    if (!transaction) {
      // No charge at all: the person left the checkout. A later charge can still settle it.
      return hints.claimedStatus === 'cancelled' ? this.close(intent, 'cancelled') : intent;
    }
    switch (transaction.status) {
      case 'successful':
        break;
      case 'failed':
        return this.close(intent, 'failed');
      default:
        return intent;
    }
    const mismatch = this.mismatch(intent, transaction);
    if (mismatch) {
      this.logger.warn({ txRef: intent.txRef, transactionId: transaction.id, mismatch }, 'payment flagged');
      paymentsSettled.inc({ outcome: 'flagged' });
      return this.intents.flag(intent.id, mismatch);
    }
    const paid = await this.intents.markPaid(
      intent.id,
      String(transaction.id),
      Math.floor(transaction.amount),
    );
    return paid.status === 'successful' ? this.credit(paid) : paid;
  }

  /**
   * The given id is only a shortcut: its transaction counts if it carries our reference and is
   * paid; otherwise the provider is asked by our reference.
   */
  private async providerTransaction(
    txRef: string,
    transactionId: number | undefined,
  ): Promise<FlutterwaveTransaction | null> {
    const byId = transactionId === undefined ? null : await this.provider.byId(transactionId);
    if (byId?.tx_ref === txRef && byId.status === 'successful') return byId;
    const byReference = await this.provider.byReference(txRef);
    if (byReference?.tx_ref === txRef) return byReference;
    return byId?.tx_ref === txRef ? byId : null;
  }

  /** Why the provider's charge does not pay this intent, or null when it does. */
  private mismatch(intent: PaymentIntent, transaction: FlutterwaveTransaction): string | null {
    if (transaction.currency !== PAYMENT_CURRENCY)
      return `Devise reçue ${transaction.currency}, attendue ${PAYMENT_CURRENCY}.`;
    if (transaction.amount < intent.amount)
      return `Montant reçu ${transaction.amount} F CFA, attendu ${intent.amount} F CFA.`;
    return null;
  }

  /** A paid payment held for review waits for an operator (`creditPaid`), not for the next retry. */
  private credit(intent: PaymentIntent): Promise<PaymentIntent> {
    return intent.reviewReason ? Promise.resolve(intent) : this.creditPaid(intent);
  }

  /**
   * Grants a paid payment's credits under its system key, held or not (the repair). The key taken by
   * another movement cannot heal by retrying: the payment is held for review with the reason.
   */
  async creditPaid(intent: PaymentIntent): Promise<PaymentIntent> {
    if (intent.creditedAt || !intent.providerTransactionId) return intent;
    try {
      await this.ledger.grant({
        userId: intent.userId,
        amount: intent.credits,
        description: `Achat : Pack ${intent.credits} crédits`,
        idempotencyKey: `flutterwave-${intent.providerTransactionId}`,
        kind: 'purchase',
        metadata: { txRef: intent.txRef, productId: intent.productId },
      });
    } catch (error) {
      if (keyTaken(error)) {
        this.logger.error({ err: error, txRef: intent.txRef }, 'credits key taken: payment held for review');
        paymentsSettled.inc({ outcome: 'held' });
        return this.intents.holdForReview(intent.id, CREDITS_KEY_TAKEN_REASON);
      }
      // Paid but not credited yet: the next settlement or the reconciliation grants again (same key).
      this.logger.error({ err: error, txRef: intent.txRef }, 'credits not granted yet');
      return intent;
    }
    paymentsSettled.inc({ outcome: 'credited' });
    return this.intents.markCredited(intent.id);
  }

  private close(intent: PaymentIntent, status: 'failed' | 'cancelled'): Promise<PaymentIntent> {
    paymentsSettled.inc({ outcome: status });
    return this.intents.close(intent.id, status);
  }
}

function keyTaken(error: unknown): boolean {
  return (
    error instanceof DomainException &&
    error.code === ErrorCode.Conflict &&
    error.details?.reason === 'idempotency_mismatch'
  );
}
