import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ApplicationDto,
  type ApplicationStatus,
  JobsApplicationsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ApplicationsService } from './applications.service.js';

@Controller()
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @RpcHandler(JobsApplicationsRpc.apply)
  apply(
    @Payload() { actor, data }: RpcEnvelope<{ jobId: string; message: string | null }>,
  ): Promise<ApplicationDto> {
    return this.applications.apply(actor, data.jobId, data.message);
  }

  @RpcHandler(JobsApplicationsRpc.forJob)
  forJob(@Payload() { actor, data }: RpcEnvelope<{ jobId: string }>): Promise<ApplicationDto[]> {
    return this.applications.forJob(actor, data.jobId);
  }

  @RpcHandler(JobsApplicationsRpc.mine)
  mine(@Payload() { actor }: RpcEnvelope<object>): Promise<ApplicationDto[]> {
    return this.applications.mine(actor);
  }

  @RpcHandler(JobsApplicationsRpc.setStatus)
  setStatus(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; status: ApplicationStatus }>,
  ): Promise<ApplicationDto> {
    return this.applications.setStatus(actor, data.id, data.status);
  }
}
