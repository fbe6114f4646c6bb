import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminJobsPageDto,
  type AdminJobsQuery,
  type JobBoardPageDto,
  type JobDto,
  type JobInputDto,
  type JobSearchDto,
  type JobViewerDetailsDto,
  JobsOffersRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { OffersService } from './offers.service.js';

@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @RpcHandler(JobsOffersRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: JobInputDto }>): Promise<JobDto> {
    return this.offers.create(actor, data.input);
  }

  @RpcHandler(JobsOffersRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<JobSearchDto>): Promise<JobBoardPageDto> {
    return this.offers.list(actor, data);
  }

  @RpcHandler(JobsOffersRpc.viewerDetails)
  viewerDetails(
    @Payload() { actor, data }: RpcEnvelope<{ jobIds: string[] }>,
  ): Promise<JobViewerDetailsDto[]> {
    return this.offers.viewerDetails(actor, data.jobIds);
  }

  @RpcHandler(JobsOffersRpc.get)
  get(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<JobDto> {
    return this.offers.get(actor, data.id);
  }

  @RpcHandler(JobsOffersRpc.mine)
  mine(@Payload() { actor }: RpcEnvelope<object>): Promise<JobDto[]> {
    return this.offers.mine(actor);
  }

  @RpcHandler(JobsOffersRpc.adminList)
  adminList(@Payload() { actor, data }: RpcEnvelope<AdminJobsQuery>): Promise<AdminJobsPageDto> {
    return this.offers.adminList(actor, data);
  }

  @RpcHandler(JobsOffersRpc.counts)
  counts(@Payload() { actor }: RpcEnvelope<object>): Promise<{ total: number; active: number }> {
    return this.offers.counts(actor);
  }

  @RpcHandler(JobsOffersRpc.setActive)
  setActive(@Payload() { actor, data }: RpcEnvelope<{ id: string; active: boolean }>): Promise<JobDto> {
    return this.offers.setActive(actor, data.id, data.active);
  }

  @RpcHandler(JobsOffersRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.offers.delete(actor, data.id);
    return { deleted: true };
  }
}
