import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** What became of a boost: its end, or why the offer could not take it. */
export type BoostOutcome =
  { applied: true; boostedUntil: Date } | { applied: false; reason: 'inactive' | 'not_found' };

@Injectable()
export class BoostsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Applies the boost paid by `transactionId` once. The record of the transaction is claimed first
   * (a concurrent retry waits for it, then reads the outcome); the offer's end moves to
   * greatest(now, current end) + days. A refused boost is recorded too (end null), so a retry after
   * the refund never boosts for free.
   */
  apply(
    transactionId: string,
    jobId: string,
    employerId: string,
    { days, credits }: { days: number; credits: number },
  ): Promise<BoostOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ transaction_id: string }[]>`
        INSERT INTO jobs.job_boosts (transaction_id, job_id, paid_by, credits)
        VALUES (${transactionId}::uuid, ${jobId}::uuid, ${employerId}::uuid, ${credits}::int)
        ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`;
      if (claimed.length === 0) {
        const [recorded] = await tx.$queryRaw<{ boosted_until: Date | null; is_active: boolean | null }[]>`
          SELECT b.boosted_until, j.is_active FROM jobs.job_boosts b
          LEFT JOIN jobs.job_offers j ON j.id = b.job_id WHERE b.transaction_id = ${transactionId}::uuid`;
        if (recorded?.boosted_until) return { applied: true, boostedUntil: recorded.boosted_until };
        return { applied: false, reason: recorded?.is_active == null ? 'not_found' : 'inactive' };
      }
      const [boosted] = await tx.$queryRaw<{ boosted_until: Date }[]>`
        UPDATE jobs.job_offers
        SET boosted_until = greatest(now(), boosted_until) + make_interval(days => ${days}::int)
        WHERE id = ${jobId}::uuid AND employer_id = ${employerId}::uuid AND is_active
        RETURNING boosted_until`;
      if (!boosted) {
        const [offer] = await tx.$queryRaw<{ is_active: boolean }[]>`
          SELECT is_active FROM jobs.job_offers
          WHERE id = ${jobId}::uuid AND employer_id = ${employerId}::uuid`;
        return { applied: false, reason: offer ? 'inactive' : 'not_found' };
      }
      await tx.$executeRaw`
        UPDATE jobs.job_boosts SET boosted_until = ${boosted.boosted_until}
        WHERE transaction_id = ${transactionId}::uuid`;
      return { applied: true, boostedUntil: boosted.boosted_until };
    });
  }
}
