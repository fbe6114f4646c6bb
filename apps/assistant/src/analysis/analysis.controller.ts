import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AssistantAnalysisRpc, type AssistantAnalysisDto, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AnalysisService } from './analysis.service.js';

@Controller()
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @RpcHandler(AssistantAnalysisRpc.summary)
  summary(@Payload() { actor }: RpcEnvelope<object>): Promise<AssistantAnalysisDto> {
    return this.analysis.summary(actor);
  }
}
