import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminJobBoostPageDto,
  type CampaignDto,
  type CampaignInputDto,
  ErrorCode,
  type GrantJobBoostDto,
  OFFER_NOT_ACTIVE_MESSAGE,
  type PromotionDayStatDto,
} from '@liggeey/contracts';
import { DomainException, requireAdmin } from '@liggeey/service-kit';
import { JobBoardCache } from '../offers/job-board-cache.js';
import { OffersService } from '../offers/offers.service.js';
import { BoostsAdminRepository } from './boosts-admin.repository.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { StatsRepository } from './stats.repository.js';

export const CAMPAIGN_NOT_FOUND = 'Campagne introuvable.';

/**
 * Back office 'Promotion' for job offers. A boost or a running campaign sponsors the offer (first
 * on the board, 'Sponsorisé'), so every change here forgets the board's reused pages.
 */
@Injectable()
export class PromotionService {
  constructor(
    private readonly boosts: BoostsAdminRepository,
    private readonly campaigns: CampaignsRepository,
    private readonly stats: StatsRepository,
    private readonly offers: OffersService,
    private readonly board: JobBoardCache,
  ) {}

  listBoosts(actor: Actor | null, limit: number): Promise<AdminJobBoostPageDto> {
    requireAdmin(actor);
    return this.boosts.newest(limit);
  }

  async grantBoost(actor: Actor | null, { jobId, days, idempotencyKey }: GrantJobBoostDto) {
    requireAdmin(actor);
    const job = await this.offers.get(actor, jobId);
    if (!job.isActive) throw new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE);
    const outcome = await this.boosts.grant(actor.id, `${actor.id}:${idempotencyKey}`, jobId, days);
    if (!outcome.applied) throw new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE);
    this.board.forget();
    return { boostedUntil: outcome.boostedUntil.toISOString() };
  }

  async endBoost(actor: Actor | null, jobId: string): Promise<{ ended: number }> {
    requireAdmin(actor);
    const ended = await this.boosts.endNow(jobId);
    this.board.forget();
    return { ended };
  }

  campaignList(actor: Actor | null): Promise<CampaignDto[]> {
    requireAdmin(actor);
    return this.campaigns.all();
  }

  async createCampaign(actor: Actor | null, input: CampaignInputDto): Promise<CampaignDto> {
    requireAdmin(actor);
    // Any offer, active or not (admins see both): NOT_FOUND for an unknown one.
    await this.offers.get(actor, input.jobId);
    const id = await this.campaigns.create(input);
    this.board.forget();
    return this.campaign(id);
  }

  async updateCampaign(actor: Actor | null, id: string, input: CampaignInputDto): Promise<CampaignDto> {
    requireAdmin(actor);
    // Any offer, active or not (admins see both): NOT_FOUND for an unknown one.
    await this.offers.get(actor, input.jobId);
    if (!(await this.campaigns.update(id, input)))
      throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    this.board.forget();
    return this.campaign(id);
  }

  async deleteCampaign(actor: Actor | null, id: string): Promise<{ id: string }> {
    requireAdmin(actor);
    if (!(await this.campaigns.delete(id))) throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    this.board.forget();
    return { id };
  }

  statsBetween(actor: Actor | null, from: string, to: string): Promise<PromotionDayStatDto[]> {
    requireAdmin(actor);
    return this.stats.between(from, to);
  }

  private async campaign(id: string): Promise<CampaignDto> {
    const campaign = await this.campaigns.byId(id);
    if (!campaign) throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    return campaign;
  }
}
