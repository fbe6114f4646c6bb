import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

export interface DayRow {
  day: string;
  asked: number;
  answered: number;
}

export interface SourceRow {
  source_kind: string | null;
  n: number;
}

export interface CountedRow {
  question: string;
  count: number;
}

/** Aggregates of the question log over a window (the `question_log_created_at_idx` range). */
@Injectable()
export class AnalysisRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  perDay(since: Date, days: number): Promise<DayRow[]> {
    return this.prisma.$queryRaw<DayRow[]>`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
             count(l.id)::int AS asked,
             count(l.source_kind)::int AS answered
        FROM generate_series(${since}::timestamptz::date, ${since}::timestamptz::date + ${days - 1}::int, interval '1 day') AS d(day)
        LEFT JOIN assistant.question_log l
          ON l.created_at >= d.day AND l.created_at < d.day + interval '1 day'
       GROUP BY d.day
       ORDER BY d.day`;
  }

  bySource(since: Date): Promise<SourceRow[]> {
    return this.prisma.$queryRaw<SourceRow[]>`
      SELECT source_kind, count(*)::int AS n FROM assistant.question_log
       WHERE created_at >= ${since} GROUP BY source_kind`;
  }

  /** The most asked questions (answered or not, or only unanswered), by normalised text. */
  top(since: Date, unansweredOnly: boolean, limit: number): Promise<CountedRow[]> {
    return this.prisma.$queryRaw<CountedRow[]>`
      SELECT (array_agg(question ORDER BY created_at DESC))[1] AS question, count(*)::int AS count
        FROM assistant.question_log
       WHERE created_at >= ${since} AND (NOT ${unansweredOnly} OR source_kind IS NULL)
       GROUP BY normalized
       ORDER BY count(*) DESC, max(created_at) DESC
       LIMIT ${limit}`;
  }
}
