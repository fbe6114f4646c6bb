import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminJobBoostPageDto,
  type CampaignDto,
  type CampaignInputDto,
  type GrantJobBoostDto,
  JobsPromotionRpc,
  type PromotionDayStatDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PromotionService } from './promotion.service.js';

@Controller()
export class PromotionController {
  constructor(private readonly promotion: PromotionService) {}

  @RpcHandler(JobsPromotionRpc.boosts)
  boosts(@Payload() { actor, data }: RpcEnvelope<{ limit: number }>): Promise<AdminJobBoostPageDto> {
    return this.promotion.listBoosts(actor, data.limit);
  }

  @RpcHandler(JobsPromotionRpc.grantBoost)
  grantBoost(@Payload() { actor, data }: RpcEnvelope<GrantJobBoostDto>): Promise<{ boostedUntil: string }> {
    return this.promotion.grantBoost(actor, data);
  }

  @RpcHandler(JobsPromotionRpc.endBoost)
  endBoost(@Payload() { actor, data }: RpcEnvelope<{ jobId: string }>): Promise<{ ended: number }> {
    return this.promotion.endBoost(actor, data.jobId);
  }

  @RpcHandler(JobsPromotionRpc.campaigns)
  campaigns(@Payload() { actor }: RpcEnvelope<Record<string, never>>): Promise<CampaignDto[]> {
    return this.promotion.campaignList(actor);
  }

  @RpcHandler(JobsPromotionRpc.createCampaign)
  createCampaign(
    @Payload() { actor, data }: RpcEnvelope<{ input: CampaignInputDto; itemLabel: string | null }>,
  ): Promise<CampaignDto> {
    return this.promotion.createCampaign(actor, data.input, data.itemLabel);
  }

  @RpcHandler(JobsPromotionRpc.updateCampaign)
  updateCampaign(
    @Payload()
    { actor, data }: RpcEnvelope<{ id: string; input: CampaignInputDto; itemLabel: string | null }>,
  ): Promise<CampaignDto> {
    return this.promotion.updateCampaign(actor, data.id, data.input, data.itemLabel);
  }

  @RpcHandler(JobsPromotionRpc.deleteCampaign)
  deleteCampaign(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ id: string }> {
    return this.promotion.deleteCampaign(actor, data.id);
  }

  @RpcHandler(JobsPromotionRpc.stats)
  stats(
    @Payload() { actor, data }: RpcEnvelope<{ from: string; to: string }>,
  ): Promise<PromotionDayStatDto[]> {
    return this.promotion.statsBetween(actor, data.from, data.to);
  }
}
