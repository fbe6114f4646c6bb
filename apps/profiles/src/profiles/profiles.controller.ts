import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ProfileDto,
  type ProfileUpdate,
  ProfilesRpc,
  type RpcEnvelope,
  type UserSearchResultDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(ProfilesRpc.get)
  get(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<ProfileDto> {
    return this.profiles.get(actor, data.id);
  }

  @RpcHandler(ProfilesRpc.mine)
  mine(@Payload() { actor }: RpcEnvelope<Record<string, never>>): Promise<ProfileDto> {
    return this.profiles.mine(actor);
  }

  @RpcHandler(ProfilesRpc.byIds)
  byIds(@Payload() { actor, data }: RpcEnvelope<{ ids: string[] }>): Promise<ProfileDto[]> {
    return this.profiles.byIds(actor, data.ids);
  }

  @RpcHandler(ProfilesRpc.availableWorkers)
  availableWorkers(@Payload() { actor, data }: RpcEnvelope<{ limit: number }>): Promise<ProfileDto[]> {
    return this.profiles.availableWorkers(actor, data.limit);
  }

  @RpcHandler(ProfilesRpc.searchByName)
  searchByName(
    @Payload() { actor, data }: RpcEnvelope<{ query: string; limit: number }>,
  ): Promise<UserSearchResultDto[]> {
    return this.profiles.searchByName(actor, data.query, data.limit);
  }

  @RpcHandler(ProfilesRpc.update)
  update(@Payload() { actor, data }: RpcEnvelope<ProfileUpdate>): Promise<ProfileDto> {
    return this.profiles.update(actor, data);
  }
}
