import { Injectable } from '@nestjs/common';
import { type Actor, type StuckPaymentsRepairDto } from '@liggeey/contracts';
import { EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { PaymentIntentsRepository } from '../purchases/payment-intents.repository.js';
import { SettlementService } from '../settlement/settlement.service.js';

const LEDGER_DID_NOT_ANSWER = "Le service des crédits n'a pas accordé les crédits ; relancez la réparation.";

/**
 * The one-off repair of paid payments left without their credits (before idempotency keys had
 * namespaces, a member could take a payment's key): each is granted under its system key, so a
 * second run, or a run racing the reconciliation, credits nothing twice.
 */
@Injectable()
export class StuckPaymentsService {
  constructor(
    private readonly intents: PaymentIntentsRepository,
    private readonly settlement: SettlementService,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(StuckPaymentsService.name);
  }

  /** Admins, or an operator's service call (actor null). */
  async creditStuck(actor: Actor | null): Promise<StuckPaymentsRepairDto> {
    if (actor) requireAdmin(actor);
    const stuck = await this.intents.paidUncredited();
    const remaining: StuckPaymentsRepairDto['remaining'] = [];
    for (const intent of stuck) {
      const after = await this.settlement.creditPaid(intent);
      if (!after.creditedAt)
        remaining.push({ txRef: after.txRef, reason: after.reviewReason ?? LEDGER_DID_NOT_ANSWER });
    }
    const report = { examined: stuck.length, credited: stuck.length - remaining.length, remaining };
    this.logger.info({ ...report, by: actor?.id ?? 'service' }, 'stuck payments repaired');
    // An operator's run has no actor to name: the log line above is its trace.
    if (actor) {
      await recordAdminAction(this.events, actor, {
        action: 'payments.stuck-credited',
        targetType: 'payment',
        targetId: null,
        summary: `${report.credited} paiement(s) crédité(s) sur ${report.examined}`,
      });
    }
    return report;
  }
}
