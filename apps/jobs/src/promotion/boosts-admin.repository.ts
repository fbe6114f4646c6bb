import { Inject, Injectable } from '@nestjs/common';
import { type AdminJobBoostDto, type AdminJobBoostPageDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

interface BoostRow {
  id: string;
  job_id: string;
  job_title: string | null;
  paid_by: string | null;
  paid_by_name: string | null;
  granted_by: string | null;
  credits: number;
  created_at: Date;
  boosted_until: Date;
  ended_early_at: Date | null;
  active: boolean;
  total: number;
}

/** What became of an admin's boost: its end, or no active offer to take it. */
export type GrantOutcome = { applied: true; boostedUntil: Date } | { applied: false };

/** Boosts as the admin Promotion page sees them: listed, offered for free, ended early. */
@Injectable()
export class BoostsAdminRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The `limit` newest applied boosts (paid or offered), with the offer and the payer's names. */
  async newest(limit: number): Promise<AdminJobBoostPageDto> {
    const rows = await this.prisma.$queryRaw<BoostRow[]>`
      SELECT b.id, b.job_id, j.title AS job_title, b.paid_by, e.full_name AS paid_by_name, b.granted_by,
        b.credits, b.created_at, b.boosted_until, b.ended_early_at,
        (b.ended_early_at IS NULL AND b.boosted_until > now()) AS active,
        count(*) OVER ()::int AS total
      FROM jobs.job_boosts b
      LEFT JOIN jobs.job_offers j ON j.id = b.job_id
      LEFT JOIN jobs.employers e ON e.id = b.paid_by
      WHERE b.boosted_until IS NOT NULL
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT ${limit}`;
    const total = rows[0]?.total ?? (await this.count());
    return { total, items: rows.map(toBoost) };
  }

  private async count(): Promise<number> {
    return this.prisma.jobBoost.count({ where: { boostedUntil: { not: null } } });
  }

  /**
   * Offers a boost once per key: the key's record is claimed first (a concurrent retry waits for
   * it, then reads its end), then the offer's end moves to greatest(now, current end) + days.
   * No ledger call: an admin's boost moves no credits.
   */
  grant(adminId: string, key: string, jobId: string, days: number): Promise<GrantOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO jobs.job_boosts (job_id, granted_by, grant_key, credits)
        VALUES (${jobId}::uuid, ${adminId}::uuid, ${key}, 0)
        ON CONFLICT (grant_key) DO NOTHING RETURNING id`;
      const [boost] = claimed;
      if (!boost) {
        const recorded = await tx.jobBoost.findUnique({
          where: { grantKey: key },
          select: { boostedUntil: true },
        });
        return recorded?.boostedUntil
          ? { applied: true, boostedUntil: recorded.boostedUntil }
          : { applied: false };
      }
      const [boosted] = await tx.$queryRaw<{ boosted_until: Date }[]>`
        UPDATE jobs.job_offers
        SET boosted_until = greatest(now(), boosted_until) + make_interval(days => ${days}::int)
        WHERE id = ${jobId}::uuid AND is_active
        RETURNING boosted_until`;
      if (!boosted) return { applied: false };
      await tx.jobBoost.update({ where: { id: boost.id }, data: { boostedUntil: boosted.boosted_until } });
      return { applied: true, boostedUntil: boosted.boosted_until };
    });
  }

  /** Ends the offer's running boosts now; how many were running. */
  endNow(jobId: string): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      const ended = await tx.$executeRaw`
        UPDATE jobs.job_boosts SET ended_early_at = now()
        WHERE job_id = ${jobId}::uuid AND ended_early_at IS NULL AND boosted_until > now()`;
      await tx.$executeRaw`
        UPDATE jobs.job_offers SET boosted_until = now() WHERE id = ${jobId}::uuid AND boosted_until > now()`;
      return ended;
    });
  }
}

function toBoost(row: BoostRow): AdminJobBoostDto {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    paidById: row.paid_by,
    paidByName: row.paid_by_name,
    grantedByAdmin: row.granted_by !== null,
    credits: row.credits,
    startedAt: row.created_at.toISOString(),
    endsAt: (row.ended_early_at ?? row.boosted_until).toISOString(),
    endedEarlyAt: row.ended_early_at?.toISOString() ?? null,
    active: row.active,
  };
}
