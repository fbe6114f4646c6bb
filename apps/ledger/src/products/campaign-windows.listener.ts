import { Inject, Injectable } from '@nestjs/common';
import { type CampaignChangedEvent, type EventEnvelope, PromotionEvents } from '@liggeey/contracts';
import { OnEvent, PRISMA, keepCampaignWindow } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** Keeps the dates of the campaigns promoting store products: the store sponsors them. */
@Injectable()
export class ProductCampaignWindowsListener {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @OnEvent(PromotionEvents.campaignChanged)
  onCampaignChanged({ payload }: EventEnvelope<CampaignChangedEvent>): Promise<void> {
    return keepCampaignWindow(this.prisma, 'ledger.product_campaigns', 'product', payload);
  }
}
