import { Inject, Injectable } from '@nestjs/common';
import { type AdminProfileBoostDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

interface BoostRow {
  id: string;
  profile_id: string;
  profile_name: string | null;
  granted_by: string | null;
  credits: number;
  created_at: Date;
  boosted_until: Date;
  ended_early_at: Date | null;
  active: boolean;
}

/** What became of an admin's boost: its end, or no worker profile to take it. */
export type GrantOutcome = { applied: true; boostedUntil: Date } | { applied: false };

/** Profile boosts as the admin Promotion page sees them: listed, offered for free, ended early. */
@Injectable()
export class ProfileBoostsAdminRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The `limit` newest applied boosts (paid or offered), with the profile's name. */
  async newest(limit: number): Promise<{ total: number; items: AdminProfileBoostDto[] }> {
    const [rows, total] = await Promise.all([
      this.prisma.$queryRaw<BoostRow[]>`
        SELECT b.id, b.profile_id, p.full_name AS profile_name, b.granted_by, b.credits, b.created_at,
          b.boosted_until, b.ended_early_at,
          (b.ended_early_at IS NULL AND b.boosted_until > now()) AS active
        FROM profiles.profile_boosts b LEFT JOIN profiles.profiles p ON p.id = b.profile_id
        WHERE b.boosted_until IS NOT NULL
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${limit}`,
      this.prisma.profileBoost.count({ where: { boostedUntil: { not: null } } }),
    ]);
    return { total, items: rows.map(toBoost) };
  }

  /**
   * Offers a boost once per key: the key's record is claimed first (a concurrent retry waits for
   * it, then reads its end), then the profile's end moves to greatest(now, current end) + days.
   * No ledger call: an admin's boost moves no credits.
   */
  grant(adminId: string, key: string, profileId: string, days: number): Promise<GrantOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const [boost] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO profiles.profile_boosts (profile_id, granted_by, grant_key, credits)
        VALUES (${profileId}::uuid, ${adminId}::uuid, ${key}, 0)
        ON CONFLICT (grant_key) DO NOTHING RETURNING id`;
      if (!boost) {
        const recorded = await tx.profileBoost.findUnique({
          where: { grantKey: key },
          select: { boostedUntil: true },
        });
        return recorded?.boostedUntil
          ? { applied: true, boostedUntil: recorded.boostedUntil }
          : { applied: false };
      }
      const [boosted] = await tx.$queryRaw<{ boosted_until: Date }[]>`
        UPDATE profiles.profiles
        SET boosted_until = greatest(now(), boosted_until) + make_interval(days => ${days}::int)
        WHERE id = ${profileId}::uuid AND type = 'worker'
        RETURNING boosted_until`;
      if (!boosted) return { applied: false };
      await tx.profileBoost.update({
        where: { id: boost.id },
        data: { boostedUntil: boosted.boosted_until },
      });
      return { applied: true, boostedUntil: boosted.boosted_until };
    });
  }

  /** Ends the profile's running boosts now; how many were running. */
  endNow(profileId: string): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      const ended = await tx.$executeRaw`
        UPDATE profiles.profile_boosts SET ended_early_at = now()
        WHERE profile_id = ${profileId}::uuid AND ended_early_at IS NULL AND boosted_until > now()`;
      await tx.$executeRaw`
        UPDATE profiles.profiles SET boosted_until = now()
        WHERE id = ${profileId}::uuid AND boosted_until > now()`;
      return ended;
    });
  }
}

function toBoost(row: BoostRow): AdminProfileBoostDto {
  return {
    id: row.id,
    profileId: row.profile_id,
    profileName: row.profile_name,
    grantedByAdmin: row.granted_by !== null,
    credits: row.credits,
    startedAt: row.created_at.toISOString(),
    endsAt: (row.ended_early_at ?? row.boosted_until).toISOString(),
    endedEarlyAt: row.ended_early_at?.toISOString() ?? null,
    active: row.active,
  };
}
