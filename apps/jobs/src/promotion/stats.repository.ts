import { Inject, Injectable } from '@nestjs/common';
import { type PromotionDayStatDto, type PromotionMetric } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

interface StatRow {
  day: string;
  job_id: string;
  job_title: string | null;
  impressions: number;
  clicks: number;
}

/** One counter taken out of Redis: its unique name, what it counts and how much. */
export interface TakenCounter {
  key: string;
  day: string;
  jobId: string;
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
        INSERT INTO jobs.promotion_daily_stats (day, job_id, impressions, clicks)
        VALUES (${counter.day}::date, ${counter.jobId}::uuid, ${impressions}::int, ${clicks}::int)
        ON CONFLICT (day, job_id) DO UPDATE SET
          impressions = promotion_daily_stats.impressions + excluded.impressions,
          clicks = promotion_daily_stats.clicks + excluded.clicks`;
    });
  }

  /** The records of flushes older than a week: no counter that old is still waiting. */
  async forgetOldFlushes(): Promise<void> {
    await this.prisma.$executeRaw`
      DELETE FROM jobs.promotion_flushes WHERE flushed_at < now() - interval '7 days'`;
  }

  async between(from: string, to: string): Promise<PromotionDayStatDto[]> {
    const rows = await this.prisma.$queryRaw<StatRow[]>`
      SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.job_id, j.title AS job_title, s.impressions, s.clicks
      FROM jobs.promotion_daily_stats s LEFT JOIN jobs.job_offers j ON j.id = s.job_id
      WHERE s.day BETWEEN ${from}::date AND ${to}::date
      ORDER BY s.day DESC, s.impressions DESC, s.job_id`;
    return rows.map((row) => ({
      day: row.day,
      jobId: row.job_id,
      jobTitle: row.job_title,
      impressions: row.impressions,
      clicks: row.clicks,
    }));
  }
}
