import { Injectable } from '@nestjs/common';
import { type CreditMetadata, LedgerCreditsRpc } from '@liggeey/contracts';
import { PinoLogger } from 'nestjs-pino';
import { DomainException } from '../errors/domain.exception.js';
import { NatsRpcClient } from '../rpc/nats-rpc.client.js';
import { passOn } from '../rpc/pass-on.js';

export interface PaidAction<T> {
  /** The member who pays, with their own credits. */
  userId: string;
  amount: number;
  /** The journal's description. */
  description: string;
  metadata: CreditMetadata;
  /** A system key: built by the service from the member's id and the client's key. */
  idempotencyKey: string;
  /**
   * Carries out what was paid for, idempotent by the spend's transaction id. A `DomainException`
   * means it was refused, and that refusal is recorded (a retry with the same spend is refused too).
   */
  apply: (transactionId: string) => Promise<T>;
}

/**
 * Something a service sells for credits (boosts): the ledger spend first, as a service under a
 * system key, then the action. A refused action is refunded under its own key (compensation); an
 * unexpected failure leaves the spend for the client's retry with the same key, which replays the
 * spend and applies the action once, since refunding a change that may have been committed could
 * give it away.
 */
@Injectable()
export class PaidActions {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(PaidActions.name);
  }

  async run<T>({ apply, ...spend }: PaidAction<T>): Promise<{ result: T; balance: number }> {
    // CONFLICT 'Crédits insuffisants' when short: nothing is spent, nothing applied.
    const { transactionId, balance } = await passOn(
      this.rpc.request(LedgerCreditsRpc.spend, { ...spend, kind: 'spend' }),
    );
    try {
      return { result: await apply(transactionId), balance };
    } catch (error) {
      if (error instanceof DomainException) await this.refund(transactionId);
      else this.logger.error({ err: error, transactionId }, 'A paid action is in doubt; kept for a retry');
      throw error;
    }
  }

  /** The refund's own key makes a retried compensation refund once. */
  private async refund(transactionId: string): Promise<void> {
    try {
      await this.rpc.request(LedgerCreditsRpc.refund, {
        transactionId,
        idempotencyKey: `refund:${transactionId}`,
      });
    } catch (error) {
      // The action's own refusal goes back to the client; this one needs an operator.
      this.logger.error({ err: error, transactionId }, 'A refused paid action was not refunded');
    }
  }
}
