import { Inject, Injectable } from '@nestjs/common';
import { type CampaignChangedEvent, type EventEnvelope, PromotionEvents } from '@liggeey/contracts';
import { OnEvent, PRISMA, keepCampaignWindow } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** Keeps the dates of the campaigns promoting profiles: the directory and search sponsor them. */
@Injectable()
export class ProfileCampaignWindowsListener {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @OnEvent(PromotionEvents.campaignChanged)
  onCampaignChanged({ payload }: EventEnvelope<CampaignChangedEvent>): Promise<void> {
    return keepCampaignWindow(this.prisma, 'profiles.profile_campaigns', 'profile', payload);
  }
}
