import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type CompetitionContentDto,
  type CompetitionContentInput,
  type CompetitionDto,
  ProfilesCompetitionRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { CompetitionService } from './competition.service.js';

@Controller()
export class CompetitionController {
  constructor(private readonly competition: CompetitionService) {}

  @RpcHandler(ProfilesCompetitionRpc.standings)
  standings(@Payload() { actor, data }: RpcEnvelope<{ month?: string | null }>): Promise<CompetitionDto> {
    return this.competition.standings(actor, data.month);
  }

  @RpcHandler(ProfilesCompetitionRpc.updateContent)
  updateContent(
    @Payload() { actor, data }: RpcEnvelope<CompetitionContentInput>,
  ): Promise<CompetitionContentDto> {
    return this.competition.updateContent(actor, data);
  }
}
