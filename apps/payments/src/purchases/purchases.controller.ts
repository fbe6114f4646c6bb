import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminPaymentsPageDto,
  type AdminPaymentsQuery,
  type ConfirmPaymentRequest,
  type PaymentOutcomeDto,
  type PaymentWebhookRequest,
  PaymentsRpc,
  type RevenueDto,
  type RpcEnvelope,
  type StartPurchaseRequest,
  type StartedPurchaseDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PurchasesService } from './purchases.service.js';

@Controller()
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @RpcHandler(PaymentsRpc.startPurchase)
  start(@Payload() { actor, data }: RpcEnvelope<StartPurchaseRequest>): Promise<StartedPurchaseDto> {
    return this.purchases.start(actor, data);
  }

  @RpcHandler(PaymentsRpc.confirm)
  confirm(@Payload() { actor, data }: RpcEnvelope<ConfirmPaymentRequest>): Promise<PaymentOutcomeDto> {
    return this.purchases.confirm(actor, data);
  }

  @RpcHandler(PaymentsRpc.webhook)
  webhook(@Payload() { actor, data }: RpcEnvelope<PaymentWebhookRequest>): Promise<{ accepted: boolean }> {
    return this.purchases.webhook(actor, data);
  }

  @RpcHandler(PaymentsRpc.adminPayments)
  adminPayments(@Payload() { actor, data }: RpcEnvelope<AdminPaymentsQuery>): Promise<AdminPaymentsPageDto> {
    return this.purchases.adminPayments(actor, data);
  }

  @RpcHandler(PaymentsRpc.revenue)
  revenue(@Payload() { actor }: RpcEnvelope<Record<string, never>>): Promise<RevenueDto> {
    return this.purchases.revenue(actor);
  }
}
