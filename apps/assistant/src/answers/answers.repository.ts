import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** A FAQ entry or a passage, with the share of the question's terms it contains. */
export interface Hit {
  id: string;
  /** The FAQ question, or the document's title. */
  title: string;
  /** The FAQ answer, or the passage. */
  text: string;
  /** The share of the question's words (stop words left out) found, in either number: 0 to 1. */
  coverage: number;
}

export interface LoggedQuestion {
  question: string;
  normalized: string;
  role: string;
  userId: string | null;
  sourceKind: string | null;
  sourceId: string | null;
  latencyMs: number;
}

/**
 * The word in the other number: the French stemmer gives 'credit' and 'credits' different stems
 * ('cred', 'credit'), so a question term matches through either form.
 */
export function numberVariant(word: string): string {
  return /[sx]$/.test(word) && word.length > 3 ? word.slice(0, -1) : `${word}s`;
}

/** How many candidates full-text search hands to the coverage ranking. */
const CANDIDATES = 20;

/**
 * French full-text search (the `fr_unaccent` configuration: accents ignored, stems) over the FAQ
 * and the documents' passages. Candidates are any term's matches; they are ranked by the share of
 * the question's words (in either number, stop words left out) they contain, then by ts_rank.
 */
@Injectable()
export class AnswersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async faqHits(words: readonly string[], limit: number): Promise<Hit[]> {
    return this.hits(
      words,
      limit,
      Prisma.sql`SELECT f.id::text AS id, f.question AS title, f.answer AS text, f.search_vector
                 FROM assistant.faqs f`,
    );
  }

  async passageHits(words: readonly string[], limit: number): Promise<Hit[]> {
    return this.hits(
      words,
      limit,
      Prisma.sql`SELECT p.id::text AS id, d.title, p.content AS text, p.search_vector
                 FROM assistant.document_passages p
                 JOIN assistant.training_documents d ON d.id = p.document_id AND d.status = 'ready'`,
    );
  }

  private async hits(words: readonly string[], limit: number, source: Prisma.Sql): Promise<Hit[]> {
    if (words.length === 0) return [];
    const variants = words.map(numberVariant);
    return this.prisma.$queryRaw<Hit[]>`
      WITH w AS (
        -- A stop word counts for nothing, in either number ('des' is not 'dess').
        SELECT CASE
                 WHEN cardinality(tsvector_to_array(to_tsvector('assistant.fr_unaccent'::regconfig, word))) = 0
                   THEN ARRAY[]::text[]
                 ELSE tsvector_to_array(to_tsvector('assistant.fr_unaccent'::regconfig, word || ' ' || variant))
               END AS lexemes
        FROM unnest(${[...words]}::text[], ${variants}::text[]) AS t(word, variant)
      ),
      q AS (
        SELECT (SELECT string_agg(DISTINCT quote_literal(l), ' | ') FROM w, unnest(w.lexemes) l)::tsquery AS query,
               (SELECT count(*) FROM w WHERE cardinality(w.lexemes) > 0) AS terms
      ),
      candidates AS (
        SELECT s.id, s.title, s.text, s.search_vector, ts_rank(s.search_vector, q.query) AS rank
        FROM (${source}) s, q
        WHERE q.terms > 0 AND s.search_vector @@ q.query
        ORDER BY rank DESC
        LIMIT ${CANDIDATES}
      )
      SELECT c.id, c.title, c.text,
             (SELECT count(*) FROM w WHERE w.lexemes && tsvector_to_array(c.search_vector))::float8 / q.terms
               AS coverage
      FROM candidates c, q
      ORDER BY coverage DESC, c.rank DESC, c.id
      LIMIT ${limit}`;
  }

  /** The FAQ questions most often answered in the last 30 days, then the oldest entries. */
  async frequentQuestions(limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ question: string }[]>`
      SELECT f.question
      FROM assistant.faqs f
      LEFT JOIN (
        SELECT source_id, count(*) AS asked FROM assistant.question_log
        WHERE source_kind = 'faq' AND created_at > now() - interval '30 days'
        GROUP BY source_id
      ) l ON l.source_id = f.id::text
      ORDER BY coalesce(l.asked, 0) DESC, f.created_at, f.id
      LIMIT ${limit}`;
    return rows.map(({ question }) => question);
  }

  async log(entry: LoggedQuestion): Promise<void> {
    await this.prisma.questionLog.create({ data: entry });
  }
}
