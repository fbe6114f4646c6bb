import { Inject, Injectable } from '@nestjs/common';
import { COMPETITION_POINTS, COMPLETENESS_FIELDS } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** The score columns a credit can move (COMPETITION_POINTS' components). */
export type ScoreComponent = 'applications' | 'filled_jobs' | 'reviews' | 'posts' | 'likes';
const COMPONENTS: ReadonlySet<string> = new Set<ScoreComponent>([
  'applications',
  'filled_jobs',
  'reviews',
  'posts',
  'likes',
]);

export interface Credit {
  /** What earned the points (`post:<id>`): it counts once. */
  key: string;
  memberId: string;
  month: string;
  component: ScoreComponent;
  points: number;
}

type Tx = Prisma.TransactionClient;

/**
 * Moves the monthly scores: a credit adds its points to its member's month, a withdrawal takes
 * back exactly what the same key gave. Both also refresh the member's profile completeness for
 * that month and the instant the total was reached (the tie-break).
 */
@Injectable()
export class CompetitionLedger {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Runs `apply` once per event id, in one transaction with the mark. */
  async once(eventId: string, apply: (tx: Tx) => Promise<void>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const marked = await tx.$executeRaw`
        INSERT INTO profiles.competition_events (event_id) VALUES (${eventId}) ON CONFLICT DO NOTHING`;
      if (marked === 1) await apply(tx);
    });
  }

  async credit(tx: Tx, credit: Credit, at: Date): Promise<void> {
    if (!COMPONENTS.has(credit.component)) throw new Error(`Unknown score component ${credit.component}`);
    const inserted = await tx.$executeRaw`
      INSERT INTO profiles.competition_credits (key, member_id, month, component, points)
      VALUES (${credit.key}, ${credit.memberId}::uuid, ${credit.month}, ${credit.component}, ${credit.points})
      ON CONFLICT DO NOTHING`;
    if (inserted === 1) await this.move(tx, credit, credit.points, at);
  }

  /** Takes back the credits whose key is `key`, or starts with `keyPrefix`. */
  async withdraw(tx: Tx, match: { key: string } | { keyPrefix: string }, at: Date): Promise<void> {
    const removed = await tx.$queryRaw<
      { member_id: string; month: string; component: string; points: number }[]
    >`
      DELETE FROM profiles.competition_credits
      WHERE ${'key' in match ? Prisma.sql`key = ${match.key}` : Prisma.sql`starts_with(key, ${match.keyPrefix})`}
      RETURNING member_id, month, component, points`;
    for (const row of removed) {
      const credit = {
        memberId: row.member_id,
        month: row.month,
        component: row.component as ScoreComponent,
      };
      await this.move(tx, credit, -row.points, at);
    }
  }

  /**
   * Takes back the credit of `key` for good: what is left is a tombstone, so a credit of the same
   * key arriving late (a post's creation handled after its deletion) adds nothing. The tombstone
   * goes in first: a credit being inserted at the same time either waits for it and adds nothing,
   * or commits first and is withdrawn here.
   */
  async close(tx: Tx, key: string, at: Date): Promise<void> {
    if ((await this.tombstone(tx, key)) === 1) return;
    await this.withdraw(tx, { key }, at);
    await this.tombstone(tx, key);
  }

  private tombstone(tx: Tx, key: string): Promise<number> {
    return tx.$executeRaw`
      INSERT INTO profiles.competition_credits (key, points) VALUES (${key}, 0) ON CONFLICT DO NOTHING`;
  }

  /** A credit as it stands: null when there is none, `memberId` null once closed. */
  async find(tx: Tx, key: string): Promise<{ memberId: string | null } | null> {
    const [row] = await tx.$queryRaw<{ member_id: string | null }[]>`
      SELECT member_id FROM profiles.competition_credits WHERE key = ${key}`;
    return row ? { memberId: row.member_id } : null;
  }

  private async move(
    tx: Tx,
    credit: Pick<Credit, 'memberId' | 'month' | 'component'>,
    points: number,
    at: Date,
  ): Promise<void> {
    const column = Prisma.raw(`"${credit.component}"`);
    const completeness = await this.completeness(tx, credit.memberId);
    await tx.$executeRaw`
      INSERT INTO profiles.competition_scores AS s (month, member_id, ${column}, completeness, total, reached_at)
      VALUES (${credit.month}, ${credit.memberId}::uuid, ${points}, ${completeness}, ${points + completeness}, ${at})
      ON CONFLICT (month, member_id) DO UPDATE SET
        ${column} = s.${column} + ${points},
        completeness = ${completeness},
        total = s.total + ${points} - s.completeness + ${completeness},
        reached_at = ${at}`;
  }

  /** COMPETITION_POINTS.profileItem per filled item of COMPLETENESS_FIELDS, as the profile is now. */
  private async completeness(tx: Tx, memberId: string): Promise<number> {
    const [row] = await tx.$queryRaw<{ items: number }[]>`
      SELECT ((profile_pic_url IS NOT NULL)::int + (cover_pic_url IS NOT NULL)::int
        + (coalesce(btrim(description), '') <> '')::int + (coalesce(btrim(phone), '') <> '')::int
        + (coalesce(btrim(address), '') <> '' OR locality_id IS NOT NULL)::int) AS items
      FROM profiles.profiles WHERE id = ${memberId}::uuid`;
    return Math.min(row?.items ?? 0, COMPLETENESS_FIELDS.length) * COMPETITION_POINTS.profileItem;
  }
}
