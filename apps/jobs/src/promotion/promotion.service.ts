import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminJobBoostPageDto,
  type CampaignDto,
  type CampaignInputDto,
  ErrorCode,
  type GrantJobBoostDto,
  OFFER_NOT_ACTIVE_MESSAGE,
  PromotionEvents,
  type PromotionDayStatDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { JobBoardCache } from '../offers/job-board-cache.js';
import { OffersService } from '../offers/offers.service.js';
import { BoostsAdminRepository } from './boosts-admin.repository.js';
import { CampaignsRepository, type StoredCampaign, withoutVersion } from './campaigns.repository.js';
import { StatsRepository } from './stats.repository.js';

export const CAMPAIGN_NOT_FOUND = 'Campagne introuvable.';
export const PROMOTED_ITEM_NOT_FOUND = "L'élément à promouvoir est introuvable.";

/**
 * Back office 'Promotion'. Boosts of job offers, and the external campaigns of every promoted
 * item: an offer's here, a profile's or a product's announced to their services by an event. A
 * boost or a running campaign sponsors the offer (first on the board, 'Sponsorisé'), so every
 * change here forgets the board's reused pages.
 */
@Injectable()
export class PromotionService {
  constructor(
    private readonly boosts: BoostsAdminRepository,
    private readonly campaigns: CampaignsRepository,
    private readonly stats: StatsRepository,
    private readonly offers: OffersService,
    private readonly board: JobBoardCache,
    private readonly events: EventPublisher,
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
    // A replayed click is recorded once: the event id comes from the grant's key.
    await recordAdminAction(
      this.events,
      actor,
      {
        action: 'boost.granted',
        targetType: 'job',
        targetId: jobId,
        summary: `${job.title} – boost de ${days} jours`,
      },
      `boost-granted:job:${actor.id}:${idempotencyKey}`,
    );
    return { boostedUntil: outcome.boostedUntil.toISOString() };
  }

  async endBoost(actor: Actor | null, jobId: string): Promise<{ ended: number }> {
    requireAdmin(actor);
    const ended = await this.boosts.endNow(jobId);
    this.board.forget();
    if (ended > 0) {
      await recordAdminAction(this.events, actor, {
        action: 'boost.ended',
        targetType: 'job',
        targetId: jobId,
      });
    }
    return { ended };
  }

  campaignList(actor: Actor | null): Promise<CampaignDto[]> {
    requireAdmin(actor);
    return this.campaigns.all();
  }

  async createCampaign(
    actor: Actor | null,
    input: CampaignInputDto,
    itemLabel: string | null,
  ): Promise<CampaignDto> {
    requireAdmin(actor);
    const label = await this.labelOf(actor, input, itemLabel);
    const id = await this.campaigns.create(input, label);
    return this.changed(actor, await this.campaign(id), 'campaign.created');
  }

  async updateCampaign(
    actor: Actor | null,
    id: string,
    input: CampaignInputDto,
    itemLabel: string | null,
  ): Promise<CampaignDto> {
    requireAdmin(actor);
    const label = await this.labelOf(actor, input, itemLabel);
    const before = await this.campaign(id);
    if (!(await this.campaigns.update(id, input, label))) {
      throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    }
    // An item changed for another: the first one is no longer sponsored by this campaign.
    if (before.itemType !== input.itemType || before.itemId !== input.itemId) {
      await this.announce(before, true, Date.now());
    }
    return this.changed(actor, await this.campaign(id), 'campaign.updated');
  }

  async deleteCampaign(actor: Actor | null, id: string): Promise<{ id: string }> {
    requireAdmin(actor);
    const campaign = await this.campaigns.delete(id);
    if (!campaign) throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    this.board.forget();
    await this.announce(campaign, true, Date.now());
    await recordAdminAction(this.events, actor, {
      action: 'campaign.deleted',
      targetType: 'campaign',
      targetId: id,
      summary: campaign.name,
    });
    return { id };
  }

  statsBetween(actor: Actor | null, from: string, to: string): Promise<PromotionDayStatDto[]> {
    requireAdmin(actor);
    return this.stats.between(from, to);
  }

  /** An offer is named here (NOT_FOUND when unknown, active or not); other items by the gateway. */
  private async labelOf(actor: Actor, input: CampaignInputDto, given: string | null): Promise<string> {
    if (input.itemType === 'job') return (await this.offers.get(actor, input.itemId)).title;
    if (!given) throw new DomainException(ErrorCode.NotFound, PROMOTED_ITEM_NOT_FOUND);
    return given;
  }

  private async changed(
    actor: Actor,
    campaign: StoredCampaign,
    action: 'campaign.created' | 'campaign.updated',
  ): Promise<CampaignDto> {
    this.board.forget();
    await this.announce(campaign, false, campaign.changedAt.getTime());
    await recordAdminAction(this.events, actor, {
      action,
      targetType: 'campaign',
      targetId: campaign.id,
      summary: `${campaign.name} – ${campaign.itemLabel ?? campaign.itemId}`,
    });
    return withoutVersion(campaign);
  }

  private announce(campaign: StoredCampaign, deleted: boolean, version: number): Promise<void> {
    return this.events.publish(PromotionEvents.campaignChanged, {
      campaignId: campaign.id,
      itemType: campaign.itemType,
      itemId: campaign.itemId,
      startsOn: campaign.startsOn,
      endsOn: campaign.endsOn,
      deleted,
      version,
    });
  }

  private async campaign(id: string): Promise<StoredCampaign> {
    const campaign = await this.campaigns.byId(id);
    if (!campaign) throw new DomainException(ErrorCode.NotFound, CAMPAIGN_NOT_FOUND);
    return campaign;
  }
}
