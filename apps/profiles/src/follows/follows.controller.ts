import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type FollowResultDto, ProfilesFollowsRpc, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { FollowsService } from './follows.service.js';

@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @RpcHandler(ProfilesFollowsRpc.follow)
  follow(@Payload() { actor, data }: RpcEnvelope<{ profileId: string }>): Promise<FollowResultDto> {
    return this.follows.follow(actor, data.profileId);
  }

  @RpcHandler(ProfilesFollowsRpc.unfollow)
  unfollow(@Payload() { actor, data }: RpcEnvelope<{ profileId: string }>): Promise<FollowResultDto> {
    return this.follows.unfollow(actor, data.profileId);
  }
}
