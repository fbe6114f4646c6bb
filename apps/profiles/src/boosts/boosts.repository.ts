import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** What became of a boost: its end, or why the profile could not take it. */
export type BoostOutcome =
  { applied: true; boostedUntil: Date } | { applied: false; reason: 'not_worker' | 'not_found' };

@Injectable()
export class ProfileBoostsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Applies the boost paid by `transactionId` once. The record of the transaction is claimed first
   * (a concurrent retry waits for it, then reads the outcome); the profile's end moves to
   * greatest(now, current end) + days. A refused boost is recorded too (end null), so a retry after
   * the refund never boosts for free.
   */
  apply(
    transactionId: string,
    profileId: string,
    { days, credits }: { days: number; credits: number },
  ): Promise<BoostOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ transaction_id: string }[]>`
        INSERT INTO profiles.profile_boosts (transaction_id, profile_id, credits)
        VALUES (${transactionId}::uuid, ${profileId}::uuid, ${credits}::int)
        ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`;
      if (claimed.length === 0) {
        const [recorded] = await tx.$queryRaw<{ boosted_until: Date | null; type: string | null }[]>`
          SELECT b.boosted_until, p.type::text AS type FROM profiles.profile_boosts b
          LEFT JOIN profiles.profiles p ON p.id = b.profile_id
          WHERE b.transaction_id = ${transactionId}::uuid`;
        if (recorded?.boosted_until) return { applied: true, boostedUntil: recorded.boosted_until };
        return { applied: false, reason: recorded?.type == null ? 'not_found' : 'not_worker' };
      }
      const [boosted] = await tx.$queryRaw<{ boosted_until: Date }[]>`
        UPDATE profiles.profiles
        SET boosted_until = greatest(now(), boosted_until) + make_interval(days => ${days}::int)
        WHERE id = ${profileId}::uuid AND type = 'worker'
        RETURNING boosted_until`;
      if (!boosted) {
        const [profile] = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM profiles.profiles WHERE id = ${profileId}::uuid`;
        return { applied: false, reason: profile ? 'not_worker' : 'not_found' };
      }
      await tx.$executeRaw`
        UPDATE profiles.profile_boosts SET boosted_until = ${boosted.boosted_until}
        WHERE transaction_id = ${transactionId}::uuid`;
      return { applied: true, boostedUntil: boosted.boosted_until };
    });
  }
}
