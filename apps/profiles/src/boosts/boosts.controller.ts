import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminProfileBoostDto,
  type BoostResultDto,
  type GrantProfileBoostDto,
  type ProfileBoostRequest,
  ProfilesBoostsRpc,
  ProfilesPromotionRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProfileBoostsAdminService } from './boosts-admin.service.js';
import { ProfileBoostsService } from './boosts.service.js';

@Controller()
export class ProfileBoostsController {
  constructor(
    private readonly boosts: ProfileBoostsService,
    private readonly admin: ProfileBoostsAdminService,
  ) {}

  @RpcHandler(ProfilesBoostsRpc.boost)
  boost(@Payload() { actor, data }: RpcEnvelope<ProfileBoostRequest>): Promise<BoostResultDto> {
    return this.boosts.boost(actor, data);
  }

  @RpcHandler(ProfilesPromotionRpc.boosts)
  list(
    @Payload() { actor, data }: RpcEnvelope<{ limit: number }>,
  ): Promise<{ total: number; items: AdminProfileBoostDto[] }> {
    return this.admin.list(actor, data.limit);
  }

  @RpcHandler(ProfilesPromotionRpc.grantBoost)
  grant(@Payload() { actor, data }: RpcEnvelope<GrantProfileBoostDto>): Promise<{ boostedUntil: string }> {
    return this.admin.grant(actor, data);
  }

  @RpcHandler(ProfilesPromotionRpc.endBoost)
  end(@Payload() { actor, data }: RpcEnvelope<{ profileId: string }>): Promise<{ ended: number }> {
    return this.admin.end(actor, data.profileId);
  }
}
