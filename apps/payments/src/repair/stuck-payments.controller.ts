import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PaymentsRpc, type RpcEnvelope, type StuckPaymentsRepairDto } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { StuckPaymentsService } from './stuck-payments.service.js';

@Controller()
export class StuckPaymentsController {
  constructor(private readonly stuckPayments: StuckPaymentsService) {}

  @RpcHandler(PaymentsRpc.creditStuck)
  creditStuck(@Payload() { actor }: RpcEnvelope<Record<string, never>>): Promise<StuckPaymentsRepairDto> {
    return this.stuckPayments.creditStuck(actor);
  }
}
