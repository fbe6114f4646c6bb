import { Inject, Injectable } from '@nestjs/common';
import {
  type CampaignDto,
  type CampaignInputDto,
  type CampaignStatus,
  type PromotedItemType,
} from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

interface CampaignRow {
  id: string;
  name: string;
  channel: CampaignDto['channel'];
  budget_fcfa: number;
  starts_on: string;
  ends_on: string;
  item_type: PromotedItemType;
  item_id: string;
  item_label: string | null;
  status: CampaignStatus;
  created_at: Date;
  updated_at: Date;
}

/** A campaign with the time of its last change (the version its event carries). */
export type StoredCampaign = CampaignDto & { changedAt: Date };

/**
 * Dates as text and the status from today's UTC date, so no time zone shifts a day; an offer's
 * current title rather than the one saved with the campaign.
 */
const campaignColumns = Prisma.sql`c.id, c.name, c.channel, c.budget_fcfa,
  to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
  c.item_type, c.item_id, coalesce(j.title, c.item_label) AS item_label, c.created_at, c.updated_at,
  CASE WHEN c.ends_on < (now() AT TIME ZONE 'UTC')::date THEN 'ended'
       WHEN c.starts_on > (now() AT TIME ZONE 'UTC')::date THEN 'scheduled'
       ELSE 'active' END AS status`;

const offerJoin = Prisma.sql`LEFT JOIN jobs.job_offers j ON c.item_type = 'job' AND j.id = c.item_id`;

@Injectable()
export class CampaignsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every campaign, latest start first. */
  async all(): Promise<CampaignDto[]> {
    const rows = await this.prisma.$queryRaw<CampaignRow[]>`
      SELECT ${campaignColumns} FROM jobs.promotion_campaigns c ${offerJoin}
      ORDER BY c.starts_on DESC, c.created_at DESC, c.id DESC`;
    return rows.map((row) => withoutVersion(toCampaign(row)));
  }

  async byId(id: string): Promise<StoredCampaign | null> {
    const [row] = await this.prisma.$queryRaw<CampaignRow[]>`
      SELECT ${campaignColumns} FROM jobs.promotion_campaigns c ${offerJoin} WHERE c.id = ${id}::uuid`;
    return row ? toCampaign(row) : null;
  }

  async create(input: CampaignInputDto, itemLabel: string | null): Promise<string> {
    const { id } = await this.prisma.promotionCampaign.create({
      data: toData(input, itemLabel),
      select: { id: true },
    });
    return id;
  }

  /** False when there is no such campaign. */
  async update(id: string, input: CampaignInputDto, itemLabel: string | null): Promise<boolean> {
    const { count } = await this.prisma.promotionCampaign.updateMany({
      where: { id },
      data: toData(input, itemLabel),
    });
    return count === 1;
  }

  /** The campaign as it was, or null when there is none. */
  async delete(id: string): Promise<StoredCampaign | null> {
    const campaign = await this.byId(id);
    if (!campaign) return null;
    const { count } = await this.prisma.promotionCampaign.deleteMany({ where: { id } });
    return count === 1 ? campaign : null;
  }
}

function toData(input: CampaignInputDto, itemLabel: string | null) {
  return {
    itemType: input.itemType,
    itemId: input.itemId,
    itemLabel,
    name: input.name,
    channel: input.channel,
    budgetFcfa: input.budgetFcfa,
    startsOn: new Date(`${input.startsOn}T00:00:00Z`),
    endsOn: new Date(`${input.endsOn}T00:00:00Z`),
  };
}

function toCampaign(row: CampaignRow): StoredCampaign {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    budgetFcfa: row.budget_fcfa,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    itemType: row.item_type,
    itemId: row.item_id,
    itemLabel: row.item_label,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    changedAt: row.updated_at,
  };
}

export function withoutVersion({ changedAt: _changedAt, ...campaign }: StoredCampaign): CampaignDto {
  return campaign;
}
