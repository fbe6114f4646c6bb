import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, SqlRows } from '@liggeey/service-kit';
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
  /** When it was asked. */
  askedAt: Date;
  question: string;
  normalized: string;
  role: string;
  userId: string | null;
  sourceKind: string | null;
  sourceId: string | null;
  latencyMs: number;
}

/**
 * The question's terms: for each word that is not a stop word, its French stems in both numbers
 * (`fr_unaccent`: accents ignored). A document's coverage is the share of terms it contains.
 */
export type Terms = readonly (readonly string[])[];

/** A word of a question as read: itself or the known word it misspells, and its terms' stems. */
export interface WordRow {
  /** The word as typed (normalised, see `searchWords`). */
  typed: string;
  /** The word read: the typed one, or the nearest known word when the typed one is a misspelling. */
  word: string;
  /** The word read is one the FAQ, the entries or the documents contain. */
  known: boolean;
  /** Its French stems in both numbers; none for a stop word. */
  stems: string[];
}

/** Below this trigram similarity a word is not taken for a misspelling of another. */
const TYPO_SIMILARITY = 0.45;
/** Passages the ranking looks at: enough to hold the best, few enough to rank at once. */
const PASSAGE_CANDIDATES = 100;
/** Terms used to require a minimum match among passages (their combinations grow fast). */
const MAX_MATCHED_TERMS = 8;

/**
 * A stem quoted for a tsquery. Stems are mostly letters and digits, but unaccent turns some
 * letters into punctuation (the modifier letter 'ʹ' into an apostrophe), and a quote or backslash
 * left as is breaks the query's syntax.
 */
const quoted = (stem: string) => `'${stem.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsquery for any stem of a term ('cred' | 'credit'). */
const anyOf = (term: readonly string[]) => `(${term.map(quoted).join(' | ')})`;

/** Every choice of `k` items, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), k - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * French full-text search over the FAQ and the documents' passages, ranked by coverage (the share
 * of the question's terms found), then by ts_rank.
 */
@Injectable()
export class AnswersRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly sql: SqlRows,
  ) {}

  /**
   * Each of `words` as read (a misspelt word becomes the nearest known one, by trigram distance on
   * the GiST index, when close enough: 'aceter' → 'acheter') with its stems, in one statement. A
   * term holds the stems of the word in both numbers: the French stemmer gives 'credit' and
   * 'credits' different stems ('cred', 'credit'). Its plan does not depend on the words: planned once.
   */
  wordRows(words: readonly string[]): Promise<WordRow[]> {
    if (words.length === 0) return Promise.resolve([]);
    return this.sql.plannedOnce<WordRow>(
      'assistant.word-rows',
      Prisma.sql`
      WITH read AS (
        SELECT q.n, q.word AS typed,
               coalesce(CASE WHEN public.similarity(near.word, q.word) >= ${TYPO_SIMILARITY} THEN near.word END, q.word)
                 AS word,
               public.similarity(near.word, q.word) >= ${TYPO_SIMILARITY} AS known
        FROM unnest(${[...words]}::text[]) WITH ORDINALITY AS q(word, n)
        LEFT JOIN assistant.search_words known ON known.word = q.word
        -- The nearest word is looked for only when the word is unknown.
        CROSS JOIN LATERAL (
          SELECT CASE WHEN known.word IS NOT NULL THEN known.word ELSE (
            SELECT s.word FROM assistant.search_words s ORDER BY s.word OPERATOR(public.<->) q.word LIMIT 1
          ) END AS word
        ) near
      )
      SELECT typed, word, coalesce(known, false) AS known,
             CASE
               WHEN cardinality(tsvector_to_array(to_tsvector('assistant.fr_unaccent'::regconfig, word))) = 0
                 THEN ARRAY[]::text[]
               ELSE tsvector_to_array(to_tsvector('assistant.fr_unaccent'::regconfig,
                 word || ' ' || CASE WHEN word ~ '[sx]$' AND length(word) > 3 THEN left(word, -1) ELSE word || 's' END))
             END AS stems
      FROM read
      ORDER BY n`,
    );
  }

  /**
   * The FAQ is small: every entry with any term is ranked. Its plan is the same whatever the
   * terms: planned once.
   */
  faqHits(terms: Terms, limit: number): Promise<Hit[]> {
    if (terms.length === 0) return Promise.resolve([]);
    const anyTerm = terms.map(anyOf).join(' | ');
    return this.sql.plannedOnce<Hit>(
      'assistant.faq-hits',
      ranked(
        terms,
        Prisma.sql`SELECT f.id::text AS id, f.question AS title, f.answer AS text, f.search_vector
                   FROM assistant.faqs f
                   WHERE f.search_vector @@ ${anyTerm}::tsquery
                   ORDER BY ts_rank(f.search_vector, ${anyTerm}::tsquery) DESC
                   LIMIT 20`,
        limit,
      ),
    );
  }

  /**
   * Passages can be many, and common words match most of them: only those holding enough terms
   * to answer (`minCoverage`) are candidates (an OR of the known terms' combinations, served by
   * the GIN index), a bounded number of them, then ranked. The first ones found are not the best:
   * those holding every known term are candidates first, then the others. How they are best read
   * depends on how common the terms are: planned for each question.
   */
  passageHits(
    { terms, knownTerms }: { terms: Terms; knownTerms: Terms },
    minCoverage: number,
    limit: number,
  ): Promise<Hit[]> {
    // A word no document contains never matches: without enough known ones, nothing can answer.
    const needed = Math.max(1, Math.ceil(minCoverage * terms.length));
    if (knownTerms.length < needed) return Promise.resolve([]);
    // A long question: its first known words, all of them when there are more than can combine.
    const matched = knownTerms.slice(0, MAX_MATCHED_TERMS);
    const enough = combinations(matched, Math.min(needed, matched.length))
      .map((chosen) => `(${chosen.map(anyOf).join(' & ')})`)
      .join(' | ');
    const every = matched.map(anyOf).join(' & ');
    const holding = (tsquery: string) => Prisma.sql`(
      SELECT p.id::text AS id, d.title, p.content AS text, p.search_vector
      FROM assistant.document_passages p
      JOIN assistant.training_documents d ON d.id = p.document_id AND d.status = 'ready'
      WHERE p.search_vector @@ ${tsquery}::tsquery
      LIMIT ${PASSAGE_CANDIDATES})`;
    return this.sql.query<Hit>(
      'assistant.passage-hits',
      ranked(
        terms,
        needed >= matched.length ? holding(every) : Prisma.sql`${holding(every)} UNION ${holding(enough)}`,
        limit,
      ),
    );
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

  /** Logs questions, in one statement whatever their number (planned once). */
  async log(entries: readonly LoggedQuestion[]): Promise<void> {
    const column = <K extends keyof LoggedQuestion>(key: K) => entries.map((entry) => entry[key]);
    await this.sql.plannedOnce(
      'assistant.log',
      Prisma.sql`
      INSERT INTO assistant.question_log
        (id, created_at, question, normalized, role, user_id, source_kind, source_id, latency_ms)
      SELECT * FROM unnest(${entries.map(() => randomUUID())}::uuid[], ${column('askedAt')}::timestamptz[],
        ${column('question')}::text[], ${column('normalized')}::text[], ${column('role')}::text[],
        ${column('userId')}::uuid[], ${column('sourceKind')}::text[], ${column('sourceId')}::text[],
        ${column('latencyMs')}::int[])`,
    );
  }
}

/** The candidates' `limit` best: by coverage, then ts_rank. */
function ranked(terms: Terms, candidates: Prisma.Sql, limit: number): Prisma.Sql {
  const found = Prisma.join(
    terms.map((term) => Prisma.sql`(c.search_vector @@ ${anyOf(term)}::tsquery)::int`),
    ' + ',
  );
  return Prisma.sql`
    SELECT c.id, c.title, c.text, (${found})::float8 / ${terms.length} AS coverage
    FROM (${candidates}) c
    ORDER BY coverage DESC, ts_rank(c.search_vector, ${terms.map(anyOf).join(' | ')}::tsquery) DESC, c.id
    LIMIT ${limit}`;
}
