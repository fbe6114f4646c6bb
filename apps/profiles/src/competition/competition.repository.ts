import { Inject, Injectable } from '@nestjs/common';
import {
  COMPETITION_TOP_SIZE,
  type CompetitionContentDto,
  type CompetitionEntryDto,
  DEFAULT_COMPETITION_CONTENT,
} from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

interface EntryRow {
  rank: number;
  member_id: string;
  full_name: string;
  type: CompetitionEntryDto['type'];
  profile_pic_url: string | null;
  score: number;
}

/**
 * A month's ranking: members with points, admins left out, by total, then who reached it first,
 * then name (and id, so every rank is distinct and stable).
 */
const RANKED = (month: string) => Prisma.sql`
  SELECT (row_number() OVER (ORDER BY s.total DESC, s.reached_at, p.full_name, s.member_id))::int AS rank,
    s.member_id, p.full_name, p.type::text AS type, p.profile_pic_url, s.total AS score
  FROM profiles.competition_scores s
  JOIN profiles.profiles p ON p.id = s.member_id
  WHERE s.month = ${month} AND s.total > 0 AND p.type <> 'admin'`;

@Injectable()
export class CompetitionRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The live top ten and the viewer's own entry, in rank order. */
  async live(month: string, viewerId: string): Promise<CompetitionEntryDto[]> {
    const rows = await this.prisma.$queryRaw<EntryRow[]>`
      WITH ranked AS (${RANKED(month)})
      SELECT * FROM ranked WHERE rank <= ${COMPETITION_TOP_SIZE} OR member_id = ${viewerId}::uuid
      ORDER BY rank`;
    return rows.map(toEntry);
  }

  /** A frozen month's top ten and the viewer's own entry, in rank order. */
  async frozen(month: string, viewerId: string): Promise<CompetitionEntryDto[]> {
    const rows = await this.prisma.$queryRaw<EntryRow[]>`
      SELECT rank, member_id, full_name, type::text AS type, profile_pic_url, score
      FROM profiles.competition_standings
      WHERE month = ${month} AND (rank <= ${COMPETITION_TOP_SIZE} OR member_id = ${viewerId}::uuid)
      ORDER BY rank`;
    return rows.map(toEntry);
  }

  /** Newest first. */
  async frozenMonths(): Promise<string[]> {
    const rows = await this.prisma.competitionMonth.findMany({ orderBy: { month: 'desc' } });
    return rows.map((row) => row.month);
  }

  /** Months before `current` that have scores and no frozen standings yet, oldest first. */
  async unfrozenBefore(current: string): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ month: string }[]>`
      SELECT DISTINCT s.month FROM profiles.competition_scores s
      WHERE s.month < ${current}
        AND NOT EXISTS (SELECT 1 FROM profiles.competition_months m WHERE m.month = s.month)
      ORDER BY s.month`;
    return rows.map((row) => row.month);
  }

  /**
   * Copies the month's whole ranking (names and pictures as they are now) into its frozen
   * standings. Once per month: a second run, or a concurrent one, copies nothing.
   */
  async freeze(month: string): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const marked = await tx.$executeRaw`
        INSERT INTO profiles.competition_months (month) VALUES (${month}) ON CONFLICT DO NOTHING`;
      if (marked === 0) return false;
      await tx.$executeRaw`
        INSERT INTO profiles.competition_standings (month, rank, member_id, full_name, type, profile_pic_url, score)
        SELECT ${month}::text, rank, member_id, full_name, type::profiles."ProfileType", profile_pic_url, score
        FROM (${RANKED(month)}) ranked`;
      return true;
    });
  }

  async content(): Promise<CompetitionContentDto> {
    const row = await this.prisma.competitionContent.findUnique({ where: { id: 1 } });
    return row
      ? { prizes: row.prizes, tips: row.tips }
      : { prizes: [...DEFAULT_COMPETITION_CONTENT.prizes], tips: [...DEFAULT_COMPETITION_CONTENT.tips] };
  }

  async saveContent(content: CompetitionContentDto): Promise<CompetitionContentDto> {
    const row = await this.prisma.competitionContent.upsert({
      where: { id: 1 },
      create: { id: 1, ...content },
      update: content,
    });
    return { prizes: row.prizes, tips: row.tips };
  }
}

function toEntry(row: EntryRow): CompetitionEntryDto {
  return {
    rank: row.rank,
    memberId: row.member_id,
    fullName: row.full_name,
    type: row.type,
    profilePicUrl: row.profile_pic_url,
    score: row.score,
  };
}
