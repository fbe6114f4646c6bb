import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type GeoPoint, PRISMA, SqlRows, type VocabularyNeighbour, countReuse } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type TierRead, nextTierRead } from './tier-reads.js';
import {
  type CandidateRow,
  type ParsedText,
  STORED_ORDER_SCAN_PER_ROW,
  SearchStatements,
  type TextQuery,
  type TextTier,
  type WorkerQuery,
  listedWorkers,
  localitiesWithin,
  storedOrderScan,
} from './worker-search.statements.js';

/** A result of the page, in order: which profile, and how far from the search's origin. */
export interface WorkerHit {
  id: string;
  distanceKm: number | null;
}

/** One page of a search: the same for every viewer (the viewer's own columns are read apart). */
export interface WorkerPage {
  /** The number of matches, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** More than SEARCH_COUNT_CAP match: `total` is the cap. */
  totalCapped: boolean;
  hits: WorkerHit[];
}

/**
 * Matches are counted up to this many: past it the employer reads 'Plus de 1 000 profils trouvés'
 * (84 pages of 12), and a trade's tens of thousands of workers are not all visited to be counted.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * Past this many estimated matches (ten times the cap) nothing is counted: a planner's estimate
 * from the column statistics is not off by that much for one text and a few filters.
 */
const UNCOUNTED_ESTIMATE = SEARCH_COUNT_CAP * 10;

/** A search's counted matches, up to SEARCH_COUNT_CAP + 1. */
export interface SearchCount {
  matches: number;
  /** Of them, the workers whose full name is the text (null when it is no name, or was not counted). */
  named: number | null;
}

/** How a search counts its matches: a count reused, a count statement, a count found on the way. */
export interface MatchCounts {
  /** A count of the search's conditions already at hand, if any. */
  reused(): Promise<SearchCount> | undefined;
  /** Counts the matches (or reuses a count). */
  count(): Promise<SearchCount>;
  /** Keeps a count read with a page, for the other pages of the same conditions. */
  keep(count: SearchCount): void;
}

/** What a search knows of its matches before it reads a page: the planner's estimate and the count. */
interface KnownMatches extends SearchCount {
  estimate: number;
}

/** How a search reads its relevance pages. */
export interface SearchTuning {
  /**
   * From this many estimated matches a tier is read in the stored order first: the page comes
   * after a few hundred rows instead of ranking every match. Fewer matches are ranked at once.
   */
  storedOrderFrom: number;
}

@Injectable()
export class WorkerSearchRepository {
  /**
   * How the tiers whose read in the stored order came back short are read, by conditions: through
   * a longer read in that order (a trade under a low price: one row in a hundred and twenty), or the
   * index (a text too rare for it: 1,200 rows read in order for one match, then the index anyway).
   * How rare a text is changes with the table's contents, like the planner's estimates, not with
   * each write; a stale entry costs time for ten minutes at most, never a result.
   */
  private readonly sparseTiers = new LRUCache<string, TierRead>({ max: 20_000, ttl: 10 * 60_000 });

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly sql: SqlRows,
  ) {}

  async localityPoint(id: string): Promise<GeoPoint | null> {
    return this.prisma.locality.findUnique({ where: { id }, select: { latitude: true, longitude: true } });
  }

  /** The locality of the viewer's own profile, if they set one. */
  async profilePoint(profileId: string): Promise<GeoPoint | null> {
    const profile = await this.prisma.profile.findUnique({
      where: { id: profileId },
      select: { locality: { select: { latitude: true, longitude: true } } },
    });
    return profile?.locality ?? null;
  }

  /** Every synonym: a few hundred rows at most, kept in memory by the service. */
  async synonyms(): Promise<{ term: string; expansion: string }[]> {
    return this.prisma.searchSynonym.findMany({ select: { term: true, expansion: true } });
  }

  async localities(): Promise<
    { id: string; name: string; city: string; latitude: number; longitude: number }[]
  > {
    return this.prisma.locality.findMany({
      select: { id: true, name: true, city: true, latitude: true, longitude: true },
    });
  }

  /** The nearest vocabulary words of each of `words` (trigram distance, through the GiST index). */
  vocabularyNeighbours(words: string[], limit: number): Promise<VocabularyNeighbour[]> {
    return this.sql.query<VocabularyNeighbour>(
      'search.spellings',
      Prisma.sql`
      SELECT t.typed, v.word, public.similarity(v.word, t.typed)::float8 AS similarity
      FROM unnest(${words}::text[]) AS t(typed)
      CROSS JOIN LATERAL (
        SELECT v.word FROM profiles.search_vocabulary v
        ORDER BY v.word OPERATOR(public.<->) t.typed
        LIMIT ${limit}
      ) v`,
    );
  }

  /** The localities within `km` of a point. */
  async localitiesNear(point: GeoPoint, km: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>(localitiesWithin(point, km));
    return rows.map((row) => row.id);
  }

  /** The planner's estimate of the share of the listed workers who are in `localities`. */
  async listedShareIn(localities: string[]): Promise<number> {
    const [within, all] = await Promise.all([
      this.plannedRows(listedWorkers(Prisma.sql`p.locality_id = ANY(${localities}::uuid[])`)),
      this.plannedRows(listedWorkers(Prisma.sql`true`)),
    ]);
    return all > 0 ? Math.min(1, within / all) : 0;
  }

  /** The tsqueries of a text as Postgres parses and stems them. */
  async parse(text: TextQuery): Promise<ParsedText> {
    const parsed = (source: string) =>
      Prisma.sql`to_tsquery('profiles.fr_unaccent'::regconfig, ${source})::text`;
    const [row] = await this.sql.query<ParsedText>(
      'search.parse',
      Prisma.sql`
      SELECT ${parsed(text.matches)} AS "matches", ${parsed(text.inNameOrProfession)} AS "inNameOrProfession",
        ${parsed(text.inNameProfessionOrCategory)} AS "inNameProfessionOrCategory",
        ${parsed(text.asTyped)} AS "asTyped"`,
    );
    if (!row) throw new Error('to_tsquery answered no row');
    return { ...row, exact: row.matches === row.asTyped };
  }

  /** Moves on the workers whose announced date of availability has come; answers how many. */
  async refreshAvailabilityRanks(): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ changed: number }[]>`
      SELECT profiles.refresh_availability_ranks() AS changed`;
    return row?.changed ?? 0;
  }

  /** The planner's estimate of the number of matches (`EXPLAIN`: nothing is read). */
  estimate(query: WorkerQuery): Promise<number> {
    return this.plannedRows(new SearchStatements(query).estimate());
  }

  /** The rows an `EXPLAIN (FORMAT JSON)` statement's plan expects. */
  private async plannedRows(explain: Prisma.Sql): Promise<number> {
    const [row] = await this.sql.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      'search.estimate',
      explain,
    );
    return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  /**
   * The page of matching ids in order with their distances, and the total (also past the end).
   * `estimate` is the planner's for the query; `counts` counts them (or reuses a count).
   */
  async search(
    query: WorkerQuery,
    tuning: SearchTuning,
    estimate: number,
    counts: MatchCounts,
  ): Promise<WorkerPage> {
    const statements = new SearchStatements(query);
    const reused = counts.reused();
    // A text expected to match few workers, not counted yet: its page and its count in one read.
    if (!reused && query.text && ranksAtOnce(query, tuning, estimate)) {
      const { count, rows } = await this.countedRankedPage(statements, query.text, estimate);
      counts.keep(count);
      if (count.matches <= SEARCH_COUNT_CAP) return toPage(count.matches, rows);
      return this.page(statements, tuning, { ...count, estimate });
    }
    // Counted before the page is read, so the page stops when all matches are found (or none are).
    const count =
      estimate >= UNCOUNTED_ESTIMATE
        ? { matches: SEARCH_COUNT_CAP + 1, named: null }
        : await (reused ?? counts.count());
    return this.page(statements, tuning, { ...count, estimate });
  }

  /** The page of a search whose matches are known (counted up to the cap). */
  private async page(
    statements: SearchStatements,
    tuning: SearchTuning,
    known: KnownMatches,
  ): Promise<WorkerPage> {
    const { query } = statements;
    const { matches, estimate } = known;
    // A text whose matches were all counted (up to the cap) is ranked at once. The planner takes
    // the words of a text as independent: for 'peintre en bâtiment' it expects a few dozen matches
    // of thirty thousand, so a text of several words matching more than the cap is read in order.
    const severalWords = query.text?.matches.includes('&') ?? false;
    const many =
      matches > Math.min(SEARCH_COUNT_CAP, tuning.storedOrderFrom) &&
      (estimate >= tuning.storedOrderFrom || severalWords);
    const rows = matches === 0 ? [] : await this.pageRows(statements, many, known);
    // A reused count may be behind the page: never announce fewer than the page shows (a page past
    // the end shows nothing).
    return toPage(rows.length > 0 ? Math.max(matches, query.offset + rows.length) : matches, rows);
  }

  /**
   * A text expected to match few workers ranked and counted by one statement, with its namesakes;
   * the page is right only when the matches are SEARCH_COUNT_CAP or fewer.
   */
  private async countedRankedPage(
    statements: SearchStatements,
    text: ParsedText,
    estimate: number,
  ): Promise<{ count: SearchCount; rows: CandidateRow[] }> {
    const rows = await this.sql.query<Nullable<CandidateRow> & { matches: number; named: number | null }>(
      'search.counted-ranked-page',
      statements.countedRankedPage(text, SEARCH_COUNT_CAP, estimate),
    );
    return {
      count: { matches: rows[0]?.matches ?? 0, named: rows[0]?.named ?? null },
      rows: rows.flatMap(({ id, distance_km, branch }) =>
        id !== null && branch !== null ? [{ id, distance_km, branch }] : [],
      ),
    };
  }

  /**
   * The number of matches, up to SEARCH_COUNT_CAP + 1, and of the text's namesakes; `estimate` is
   * the planner's number of matches.
   */
  async count(query: WorkerQuery, estimate: number): Promise<SearchCount> {
    const [row] = await this.sql.query<{ total: number; named: number | null }>(
      'search.count',
      new SearchStatements(query).count(SEARCH_COUNT_CAP, estimate),
    );
    return { matches: row?.total ?? 0, named: row?.named ?? null };
  }

  private pageRows(
    statements: SearchStatements,
    many: boolean,
    known: KnownMatches,
  ): Promise<CandidateRow[]> {
    const { text, sort } = statements.query;
    if (!text || sort !== 'RELEVANCE')
      return this.sql.query<CandidateRow>('search.sorted-page', statements.sortedPage());
    if (!many) return this.sql.query<CandidateRow>('search.ranked-page', statements.rankedPage(text));
    return this.tierByTier(statements, known);
  }

  /**
   * The relevance page of a text that matches many, tier after tier until it is full: a trade's
   * page comes from its first tier alone, read in the stored order and stopped after the page.
   */
  private async tierByTier(statements: SearchStatements, known: KnownMatches): Promise<CandidateRow[]> {
    const { offset, limit } = statements.query;
    const found: CandidateRow[] = [];
    for (const tier of statements.tiers) {
      const wanted = offset + limit - found.length;
      if (wanted <= 0 || found.length >= known.matches) break;
      // Nobody has the text for a name: its tier is known empty.
      if (tier.index === 'name' && known.named === 0) continue;
      found.push(...(await this.tierRows(statements, tier, wanted, known.estimate)));
    }
    return found.slice(offset, offset + limit);
  }

  /**
   * A tier's first `wanted` rows. Read in the stored order they are right when `wanted` others (near
   * ones, with a reference locality) were found within the scan: any row past it comes after them
   * (a far one past it is no more available than they are). A read that came back short says how
   * rare the tier's rows are in that order: it is read again, far enough for the page (twice as far
   * as the rows found say), unless that would look at more workers than the search's estimated
   * matches, which the index reads. The exact name's tier is read from the name index at once.
   */
  private async tierRows(
    statements: SearchStatements,
    tier: TextTier,
    wanted: number,
    estimate: number,
  ): Promise<CandidateRow[]> {
    const { text, values } = tier.condition;
    const sparse = JSON.stringify([statements.conditionsKey, statements.query.near, text, values]);
    const remembered = tier.index === 'name' ? 'index' : this.sparseTiers.get(sparse);
    if (tier.index === 'text') countReuse('search-sparse-tiers', remembered !== undefined);
    let read: TierRead = remembered ?? STORED_ORDER_SCAN_PER_ROW;
    const first = statements.query.near?.length ? 'near' : 'all';
    for (let reads = 1; read !== 'index'; reads += 1) {
      const scan = storedOrderScan(wanted, read);
      // Its plan is the same whatever the text (an index read in order, stopped): planned once.
      const inOrder = await this.sql.plannedOnce<CandidateRow>(
        'search.tier-in-order',
        statements.tierCandidates(tier, wanted, scan),
      );
      const found = inOrder.filter((row) => row.branch === first).length;
      if (found >= wanted) {
        if (read !== STORED_ORDER_SCAN_PER_ROW) this.sparseTiers.set(sparse, read);
        return inOrder.slice(0, wanted);
      }
      read = nextTierRead(scan, found, wanted, estimate, reads);
    }
    if (remembered !== 'index') this.sparseTiers.set(sparse, 'index');
    const candidates = statements.tierCandidates(tier, wanted, null);
    // The name index read in order, stopped: the same plan whatever the name (planned once, 0.8 →
    // 0.3 ms). A text's tier is read as its words' estimates say.
    const rows = await (tier.index === 'name'
      ? this.sql.plannedOnce<CandidateRow>('search.name-tier', candidates)
      : this.sql.query<CandidateRow>('search.tier', candidates));
    return rows.slice(0, wanted);
  }
}

/**
 * Whether a relevance page is sure to rank every match whenever they are SEARCH_COUNT_CAP or fewer,
 * and the planner expects few enough of them that they likely are: the page and the count are then
 * read together.
 */
function ranksAtOnce(query: WorkerQuery, tuning: SearchTuning, estimate: number): boolean {
  return (
    query.sort === 'RELEVANCE' &&
    tuning.storedOrderFrom >= SEARCH_COUNT_CAP &&
    estimate < tuning.storedOrderFrom
  );
}

/** A row of an outer join's optional side. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A page of `rows` among `shown` matches, counted up to the cap. */
function toPage(shown: number, rows: CandidateRow[]): WorkerPage {
  return {
    total: Math.min(shown, SEARCH_COUNT_CAP),
    totalCapped: shown > SEARCH_COUNT_CAP,
    hits: rows.map(({ id, distance_km }) => ({ id, distanceKm: distance_km })),
  };
}
