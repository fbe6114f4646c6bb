import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type ProfileFileKind, ProfilesFilesRpc, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ProfileFilesService } from './profile-files.service.js';

@Controller()
export class ProfileFilesController {
  constructor(private readonly files: ProfileFilesService) {}

  @RpcHandler(ProfilesFilesRpc.set)
  set(
    @Payload() { actor, data }: RpcEnvelope<{ kind: ProfileFileKind; url: string }>,
  ): Promise<{ previousUrl: string | null }> {
    return this.files.set(actor, data.kind, data.url);
  }

  @RpcHandler(ProfilesFilesRpc.cv)
  cv(@Payload() { actor, data }: RpcEnvelope<{ profileId: string }>): Promise<{ key: string }> {
    return this.files.cvKey(actor, data.profileId);
  }

  @RpcHandler(ProfilesFilesRpc.publicCvs)
  async publicCvs(
    @Payload() { actor, data }: RpcEnvelope<{ after: string | null; limit: number }>,
  ): Promise<{ cvs: { profileId: string; url: string }[] }> {
    return { cvs: await this.files.publicCvs(actor, data.after, data.limit) };
  }

  @RpcHandler(ProfilesFilesRpc.moveCv)
  moveCv(
    @Payload() { actor, data }: RpcEnvelope<{ profileId: string; from: string; to: string }>,
  ): Promise<{ moved: boolean }> {
    return this.files.moveCv(actor, data.profileId, data.from, data.to);
  }
}
