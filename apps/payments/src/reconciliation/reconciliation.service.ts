import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { type PaymentsConfig } from '../config/payments-config.js';
import { PaymentIntentsRepository } from '../purchases/payment-intents.repository.js';
import { SettlementService } from '../settlement/settlement.service.js';

/** Payments looked at per run; the next run takes the rest. */
const BATCH = 100;
/** A checkout nobody paid within a day is closed (a late charge would still settle it). */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export interface ReconciliationReport {
  checked: number;
  credited: number;
}

@Injectable()
export class ReconciliationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    private readonly intents: PaymentIntentsRepository,
    private readonly settlement: SettlementService,
    private readonly logger: PinoLogger,
  ) {}

  /**
   * One at a time: the provider is not hammered, and one failure does not stop the others. An open
   * payment is looked at again `RECONCILE_AFTER_MS` later, for a day.
   */
  async run(now = new Date()): Promise<ReconciliationReport> {
    const due = await this.intents.unsettled(
      new Date(now.getTime() - this.config.RECONCILE_AFTER_MS),
      new Date(now.getTime() - ABANDONED_AFTER_MS),
      BATCH,
    );
    let credited = 0;
    for (const intent of due) {
      try {
        const settled = await this.settlement.settle(intent.txRef);
        if (settled?.creditedAt && !intent.creditedAt) credited += 1;
        if (settled?.status === 'pending' && now.getTime() - intent.createdAt.getTime() > ABANDONED_AFTER_MS)
          await this.intents.close(intent.id, 'cancelled');
        else if (settled?.status === 'pending' || settled?.status === 'cancelled')
          await this.intents.touch(intent.id);
      } catch (error) {
        this.logger.warn({ err: error, txRef: intent.txRef }, 'payment not reconciled');
      }
    }
    if (due.length > 0) this.logger.info({ checked: due.length, credited }, 'payments reconciled');
    return { checked: due.length, credited };
  }
}
