import { Inject, Injectable } from '@nestjs/common';
import { type PromotedItemType, type PromotionDayStatDto, type PromotionMetric } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

interface StatRow {
  day: string;
  item_type: PromotedItemType;
  item_id: string;
  item_label: string | null;
  impressions: number;
  clicks: number;
}

/** One counter taken out of Redis: its unique name, what it counts and how much. */
export interface TakenCounter {
  key: string;
  day: string;
  itemType: PromotedItemType;
  itemId: string;
  metric: PromotionMetric;
  count: number;
}

@Injectable()
export class StatsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Adds a taken counter to its day once: the counter's unique name is recorded in the same
   * transaction, so a flush retried after a crash adds nothing twice.
   */
  add(counter: TakenCounter): Promise<void> {
    const impressions = counter.metric === 'impressions' ? counter.count : 0;
    const clicks = counter.metric === 'clicks' ? counter.count : 0;
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.$executeRaw`
        INSERT INTO jobs.promotion_flushes (counter_key) VALUES (${counter.key}) ON CONFLICT DO NOTHING`;
      if (claimed === 0) return;
      await tx.$executeRaw`
        INSERT INTO jobs.promotion_daily_stats (day, item_type, item_id, impressions, clicks)
        VALUES (${counter.day}::date, ${counter.itemType}, ${counter.itemId}::uuid, ${impressions}::int, ${clicks}::int)
        ON CONFLICT (day, item_type, item_id) DO UPDATE SET
          impressions = promotion_daily_stats.impressions + excluded.impressions,
          clicks = promotion_daily_stats.clicks + excluded.clicks`;
    });
  }

  /** The records of flushes older than a week: no counter that old is still waiting. */
  async forgetOldFlushes(): Promise<void> {
    await this.prisma.$executeRaw`
      DELETE FROM jobs.promotion_flushes WHERE flushed_at < now() - interval '7 days'`;
  }

  /** An offer named by its title, another item by its latest campaign's label (null for none). */
  async between(from: string, to: string): Promise<PromotionDayStatDto[]> {
    const rows = await this.prisma.$queryRaw<StatRow[]>`
      SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.item_type, s.item_id, s.impressions, s.clicks,
        coalesce(j.title, (SELECT c.item_label FROM jobs.promotion_campaigns c
          WHERE c.item_type = s.item_type AND c.item_id = s.item_id
          ORDER BY c.updated_at DESC LIMIT 1)) AS item_label
      FROM jobs.promotion_daily_stats s
      LEFT JOIN jobs.job_offers j ON s.item_type = 'job' AND j.id = s.item_id
      WHERE s.day BETWEEN ${from}::date AND ${to}::date
      ORDER BY s.day DESC, s.impressions DESC, s.item_type, s.item_id`;
    return rows.map((row) => ({
      day: row.day,
      itemType: row.item_type,
      itemId: row.item_id,
      itemLabel: row.item_label,
      impressions: row.impressions,
      clicks: row.clicks,
    }));
  }
}
