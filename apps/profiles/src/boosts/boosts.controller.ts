import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type BoostResultDto,
  type ProfileBoostRequest,
  ProfilesBoostsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProfileBoostsService } from './boosts.service.js';

@Controller()
export class ProfileBoostsController {
  constructor(private readonly boosts: ProfileBoostsService) {}

  @RpcHandler(ProfilesBoostsRpc.boost)
  boost(@Payload() { actor, data }: RpcEnvelope<ProfileBoostRequest>): Promise<BoostResultDto> {
    return this.boosts.boost(actor, data);
  }
}
