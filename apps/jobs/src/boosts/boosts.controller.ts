import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type BoostResultDto,
  type JobBoostRequest,
  JobsBoostsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { BoostsService } from './boosts.service.js';

@Controller()
export class BoostsController {
  constructor(private readonly boosts: BoostsService) {}

  @RpcHandler(JobsBoostsRpc.boost)
  boost(@Payload() { actor, data }: RpcEnvelope<JobBoostRequest>): Promise<BoostResultDto> {
    return this.boosts.boost(actor, data);
  }
}
