import { Inject, Injectable } from '@nestjs/common';
import { type CampaignDto, type CampaignInputDto, type CampaignStatus } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

interface CampaignRow {
  id: string;
  name: string;
  channel: CampaignDto['channel'];
  budget_fcfa: number;
  starts_on: string;
  ends_on: string;
  job_id: string;
  job_title: string;
  status: CampaignStatus;
  created_at: Date;
}

/** Dates as text and the status from today's UTC date, so no time zone shifts a day. */
const campaignColumns = Prisma.sql`c.id, c.name, c.channel, c.budget_fcfa,
  to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
  c.job_id, j.title AS job_title, c.created_at,
  CASE WHEN c.ends_on < (now() AT TIME ZONE 'UTC')::date THEN 'ended'
       WHEN c.starts_on > (now() AT TIME ZONE 'UTC')::date THEN 'scheduled'
       ELSE 'active' END AS status`;

@Injectable()
export class CampaignsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every campaign, the running ones first, then by start date, newest first. */
  async all(): Promise<CampaignDto[]> {
    const rows = await this.prisma.$queryRaw<CampaignRow[]>`
      SELECT ${campaignColumns} FROM jobs.job_campaigns c JOIN jobs.job_offers j ON j.id = c.job_id
      ORDER BY c.starts_on DESC, c.created_at DESC, c.id DESC`;
    return rows.map(toCampaign);
  }

  async byId(id: string): Promise<CampaignDto | null> {
    const [row] = await this.prisma.$queryRaw<CampaignRow[]>`
      SELECT ${campaignColumns} FROM jobs.job_campaigns c JOIN jobs.job_offers j ON j.id = c.job_id
      WHERE c.id = ${id}::uuid`;
    return row ? toCampaign(row) : null;
  }

  async create(input: CampaignInputDto): Promise<string> {
    const { id } = await this.prisma.jobCampaign.create({ data: toData(input), select: { id: true } });
    return id;
  }

  /** False when there is no such campaign. */
  async update(id: string, input: CampaignInputDto): Promise<boolean> {
    const { count } = await this.prisma.jobCampaign.updateMany({ where: { id }, data: toData(input) });
    return count === 1;
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.jobCampaign.deleteMany({ where: { id } });
    return count === 1;
  }
}

function toData(input: CampaignInputDto) {
  return {
    jobId: input.jobId,
    name: input.name,
    channel: input.channel,
    budgetFcfa: input.budgetFcfa,
    startsOn: new Date(`${input.startsOn}T00:00:00Z`),
    endsOn: new Date(`${input.endsOn}T00:00:00Z`),
  };
}

function toCampaign(row: CampaignRow): CampaignDto {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    budgetFcfa: row.budget_fcfa,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    jobId: row.job_id,
    jobTitle: row.job_title,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}
