import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminProfileDto,
  type AdminProfilesPageDto,
  type AdminProfilesQuery,
  type AdminProfileUpdate,
  type ProfileCountsDto,
  ProfilesRpc,
  ProfilesStatsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AdminProfilesService } from './admin-profiles.service.js';

@Controller()
export class AdminProfilesController {
  constructor(private readonly profiles: AdminProfilesService) {}

  @RpcHandler(ProfilesRpc.adminList)
  list(@Payload() { actor, data }: RpcEnvelope<AdminProfilesQuery>): Promise<AdminProfilesPageDto> {
    return this.profiles.list(actor, data);
  }

  @RpcHandler(ProfilesRpc.adminUpdate)
  update(@Payload() { actor, data }: RpcEnvelope<AdminProfileUpdate>): Promise<AdminProfileDto> {
    return this.profiles.update(actor, data);
  }

  @RpcHandler(ProfilesStatsRpc.counts)
  counts(@Payload() { actor }: RpcEnvelope<object>): Promise<ProfileCountsDto> {
    return this.profiles.counts(actor);
  }
}
