import { type WorkerAvailability, type WorkerSort } from '@liggeey/contracts';
import { type GeoPoint } from '@liggeey/service-kit';
import { Prisma } from '../generated/prisma/client.js';
import {
  BOOSTED,
  CAMPAIGN_SPONSORED_WITH_LOCALITY,
  LISTED,
  PROFILES_WITH_LOCALITY,
} from '../profiles/profile-view.js';

/** A search as the repository runs it: validated, its text parsed, its reference point resolved. */
export interface WorkerQuery {
  text: ParsedText | null;
  /**
   * The text as a full name (`profiles.name_key`: its words, lower-case and unaccented, without the
   * place), whose exact owners match first; null for a text of one word or more than NAME_WORDS. A
   * text of several words may as well be a trade typed whole: its workers are counted the same way.
   */
  fullName: string | null;
  /**
   * The professions, as `profiles.name_key` writes them, whose every worker matches the text: the
   * text typed whole, and each alternative of a text that is one thing asked for ('site internet'
   * → 'developpeur web', 'baby-sitter' → 'nounou'). The planner takes the words of an alternative
   * as independent and expects few matches; these workers, counted from their own index, say when
   * there are more than the cap.
   */
  tradeKeys: string[];
  profession: string | null;
  maxPrice: number | null;
  availability: WorkerAvailability | null;
  /** Distances are measured from here; null without a reference locality. */
  origin: GeoPoint | null;
  /** The localities within NEAR_KM of the origin (relevance order); null without one. */
  near: string[] | null;
  /** The share of the listed workers who are in those localities, as the planner estimates it. */
  nearShare: number | null;
  distanceKm: number | null;
  sort: WorkerSort;
  limit: number;
  offset: number;
}

/**
 * The `to_tsquery` texts of a search (see search-query.ts): what must match, and the same
 * restricted to names and professions (A), to those and categories (AB), and without the near
 * spellings (as typed, synonyms included).
 */
export interface TextQuery {
  matches: string;
  inNameOrProfession: string;
  inNameProfessionOrCategory: string;
  asTyped: string;
}

/**
 * The same, parsed and stemmed by Postgres into tsquery literals: as constants the planner
 * estimates how many rows they match, and a filter does not parse them again for every row.
 */
export interface ParsedText extends TextQuery {
  /** Nothing matches but as typed (no near spelling added a word): the tiers without it are empty. */
  exact: boolean;
}

/** Within this distance of the reference locality a worker counts as near (relevance order). */
export const NEAR_KM = 10;

/**
 * From this share of the listed workers near the origin, the near ones are read in the overall
 * stored order, one index planned at once, rather than merged locality by locality: an index scan
 * each, thirteen around Pikine, 2.7 ms to plan for 2.3 to run.
 */
const NEAR_SHARE_IN_OVERALL_ORDER = 0.2;

/** A text of this many words or fewer (two at least) may be a full name ('El Hadji Malick Niang'). */
export const NAME_WORDS = 4;

/**
 * How many listed workers a read in the stored order looks at, per row it must find, before it gives
 * up for the index: a text matching one worker in a hundred or more fills its page within it (a
 * trade: one in thirty), a rarer one (a name) costs a short read before the index finds it.
 */
export const STORED_ORDER_SCAN_PER_ROW = 100;
/** A first page's read: twelve rows, a hundred listed workers each. */
const STORED_ORDER_SCAN_MIN = 1_200;

/**
 * How many listed workers a read in the stored order looks at to find `rows`, `perRow` for each, as
 * written into the statement (see `listedInOrder`).
 */
export function storedOrderScan(rows: number, perRow = STORED_ORDER_SCAN_PER_ROW): number {
  return scanOf(rows * perRow);
}

/** At least `workers`, rounded up to STORED_ORDER_SCAN_MIN times a power of two. */
function scanOf(workers: number): number {
  return STORED_ORDER_SCAN_MIN * 2 ** Math.max(0, Math.ceil(Math.log2(workers / STORED_ORDER_SCAN_MIN)));
}

/** Great-circle distance in km (haversine) between the origin and a locality row `l`. */
function distanceFrom(origin: GeoPoint): Prisma.Sql {
  return Prisma.sql`(2 * 6371 * asin(sqrt(
    power(sin(radians(l.latitude - ${origin.latitude}::float8) / 2), 2)
    + cos(radians(${origin.latitude}::float8)) * cos(radians(l.latitude))
    * power(sin(radians(l.longitude - ${origin.longitude}::float8) / 2), 2))))`;
}

/** The localities within `km` of a point. */
export function localitiesWithin(point: GeoPoint, km: number): Prisma.Sql {
  return Prisma.sql`SELECT l.id FROM profiles.localities l WHERE ${distanceFrom(point)} <= ${km}`;
}

/** The planner's plan for the profiles `p` meeting `where`, with its estimate (nothing is read). */
function plannedProfiles(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM profiles.profiles p WHERE ${where}`;
}

/** The planner's estimate of the listed workers meeting `condition` (`EXPLAIN`: nothing is read). */
export function listedWorkers(condition: Prisma.Sql): Prisma.Sql {
  return plannedProfiles(Prisma.sql`${LISTED_WORKER} AND ${condition}`);
}

/** Spec §2 availability filter; dates are the database's (Senegal lives on UTC). */
function availabilityCondition(availability: WorkerAvailability): Prisma.Sql {
  switch (availability) {
    case 'NOW':
      return Prisma.sql`p.available AND (p.available_from IS NULL OR p.available_from <= current_date)`;
    case 'THIS_WEEK':
      return freeBy(Prisma.sql`(date_trunc('week', current_date)::date + 6)`);
    case 'THIS_MONTH':
      return freeBy(Prisma.sql`(date_trunc('month', current_date) + interval '1 month - 1 day')::date`);
  }
}

/** Free by `day`: the announced date when there is one, otherwise the availability switch. */
function freeBy(day: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`coalesce(p.available_from <= ${day}, p.available)`;
}

/**
 * The explicit sorts and the directory's order, sponsored profiles first; ties newest first, then by
 * id for stable pages.
 */
function explicitOrder(sort: Exclude<WorkerSort, 'RELEVANCE'> | null): Prisma.Sql {
  switch (sort) {
    case 'PRICE_ASC':
      return Prisma.sql`h.boosted DESC, h.price ASC NULLS LAST, h.created_at DESC, h.id`;
    case 'PRICE_DESC':
      return Prisma.sql`h.boosted DESC, h.price DESC NULLS LAST, h.created_at DESC, h.id`;
    case 'PROXIMITY':
      return Prisma.sql`h.boosted DESC, h.distance_km ASC NULLS LAST, h.created_at DESC, h.id`;
    case null:
      return Prisma.sql`h.boosted DESC, h.created_at DESC, h.id`;
  }
}

/**
 * The relevance order's keys that do not depend on the query, stored on the row and read in the
 * order of `profiles_listed_workers_search_order_idx`: availability, then the rating as a Bayesian
 * average plus the verification, then the newest.
 */
const STORED_ORDER = Prisma.sql`p.availability_rank, p.quality DESC, p.created_at DESC, p.id`;

/**
 * The same order written so that the index cannot give it (`+ 0`): when the matches are found
 * through the full-text index, the planner must not read the workers in order and filter them, a
 * read of the whole table when few match (its estimate for a word it has no statistics of is high).
 */
const INDEX_FREE_STORED_ORDER = Prisma.sql`p.availability_rank + 0, p.quality DESC, p.created_at DESC, p.id`;

/** A listed worker (`p`): the partial indexes of the search hold only those. */
const LISTED_WORKER = Prisma.sql`p.type = 'worker' AND ${LISTED}`;

/** The columns a read in the stored order hands to the search's conditions and order. */
const SEARCHED_COLUMNS = Prisma.sql`p.id, p.availability_rank, p.quality, p.created_at, p.search_vector,
  p.full_name, p.profession, p.price, p.available, p.available_from, p.boosted_until, p.locality_id`;

/**
 * The first `scan` listed workers in the stored order: read by a tier's conditions, checked on each
 * row, so the read stops with the page. The limit is written into the statement (a few values, see
 * `scanOf`): its plan, made once (`SqlRows.plannedOnce`), then reads the index in order, where a
 * generic plan's guess for a limit as a parameter (a tenth of the table) would sort every worker.
 */
function listedInOrder(scan: number): Prisma.Sql {
  return Prisma.sql`(SELECT ${SEARCHED_COLUMNS} FROM profiles.profiles p
    WHERE ${LISTED_WORKER} ORDER BY ${STORED_ORDER} LIMIT ${Prisma.raw(String(scanOf(scan)))}) p`;
}

/** The same among the workers of some localities: each read in order by its index, merged. */
function listedIn(localities: string[], scan: number): Prisma.Sql {
  const ofLocality = (id: string) => Prisma.sql`(SELECT ${SEARCHED_COLUMNS} FROM profiles.profiles p
    WHERE ${LISTED_WORKER} AND p.locality_id = ${id}::uuid ORDER BY ${STORED_ORDER})`;
  return Prisma.sql`(SELECT p.* FROM (${Prisma.join(localities.map(ofLocality), ' UNION ALL ')}) p
    ORDER BY ${STORED_ORDER} LIMIT ${Prisma.raw(String(scanOf(scan)))}) p`;
}

/**
 * The distance from the origin to the locality of `p`, looked up for each row returned only (not
 * for each of the hundreds of workers a read in the stored order looks at).
 */
function distanceOfRow(origin: GeoPoint): Prisma.Sql {
  return Prisma.sql`(SELECT ${distanceFrom(origin)} FROM profiles.localities l WHERE l.id = p.locality_id)`;
}

/**
 * The relevance order (docs/architecture.md, 'Relevance order') after the text's tier: available
 * now, later, not at all; near the reference locality; sponsored; the stored quality; the newest.
 */
const RELEVANCE_ORDER = Prisma.sql`h.availability_rank, coalesce(h.distance_km <= ${NEAR_KM}, false) DESC,
  h.boosted DESC, h.quality DESC, h.created_at DESC, h.id`;

/** The relevance order of a page ranking every match: the text's tier first. */
const RANKED_ORDER = Prisma.sql`h.text_rank DESC, ${RELEVANCE_ORDER}`;

function matching(tsquery: string): Prisma.Sql {
  return Prisma.sql`p.search_vector @@ ${tsquery}::tsquery`;
}

/** The worker's full name is `fullName` (read from `profiles_listed_workers_name_order_idx`). */
function named(fullName: string): Prisma.Sql {
  return Prisma.sql`profiles.name_key(p.full_name) = ${fullName}`;
}

/**
 * The worker's profession is one of `keys`, texts as `name_key` writes them (`tradeKeys`), counted
 * from `profiles_listed_workers_profession_key_idx`.
 */
function practised(keys: string[]): Prisma.Sql {
  return Prisma.sql`profiles.name_key(p.profession) = ANY(${keys}::text[])`;
}

/**
 * How a tier's rows are found: by the full-text index, or (the exact name's) by the name index, in
 * the stored order; the others are first looked for in the stored order (see `tierCandidates`).
 */
export type TierIndex = 'text' | 'name';

/** One tier of the text's match: its condition and the index that finds its rows. */
export interface TextTier {
  condition: Prisma.Sql;
  /** The same, written so the full-text index of the boosted workers finds its sponsored rows. */
  sponsored: Prisma.Sql;
  /**
   * The same without what the better tiers take, which a ranking's CASE excludes by its order: each
   * row's name key (1.7 µs) is then computed once, and fewer matches are checked.
   */
  ranked: Prisma.Sql;
  index: TierIndex;
}

/**
 * How well the text matches, best first: the worker's full name is the text (a name searched: 'Fatou
 * Sarr' before 'Sarr Fatou' and 'Fatou Sarr Diop'), then every group in the name or profession,
 * then with the category, then anywhere; as typed before through a near spelling only. Each tier is
 * a match of the text on its own, without the match of the whole text that its first condition
 * implies: the planner multiplies the two as if they were independent, and would then expect so few
 * rows that it reads a trade's every sponsored worker rather than the first ones in order.
 */
function textTiers(text: ParsedText, fullName: string | null): TextTier[] {
  const nameOrProfession = matching(text.inNameOrProfession);
  const withCategory = matching(text.inNameProfessionOrCategory);
  const asTyped = matching(text.asTyped);
  // A full name that is the text holds its every word in the name (A): its owners are the first
  // part of the next tier, found by the name index alone (with the text's match too, the planner
  // would intersect both indexes and sort every namesake).
  const exactName = fullName
    ? [
        {
          condition: named(fullName),
          sponsored: Prisma.sql`${named(fullName)} AND ${nameOrProfession}`,
          ranked: named(fullName),
          index: 'name' as const,
        },
      ]
    : [];
  // Each place: what it matches, and what the better places took.
  const places: [Prisma.Sql, Prisma.Sql | null][] = [
    [nameOrProfession, fullName ? named(fullName) : null],
    [withCategory, nameOrProfession],
    [matching(text.matches), withCategory],
  ];
  // Its rows as typed, through a near spelling only, or either (a text without near spellings).
  const byText = (
    [place, taken]: [Prisma.Sql, Prisma.Sql | null],
    spelling: 'either' | 'asTyped' | 'nearOnly',
  ): TextTier => {
    const ranked = spelling === 'asTyped' ? Prisma.sql`${place} AND ${asTyped}` : place;
    const notTaken = taken ? Prisma.sql` AND NOT ${taken}` : Prisma.empty;
    const notTyped = spelling === 'nearOnly' ? Prisma.sql` AND NOT ${asTyped}` : Prisma.empty;
    const condition = Prisma.sql`${ranked}${notTaken}${notTyped}`;
    return { condition, sponsored: condition, ranked, index: 'text' };
  };
  if (text.exact) return [...exactName, ...places.map((place) => byText(place, 'either'))];
  return [...exactName, ...places.flatMap((place) => [byText(place, 'asTyped'), byText(place, 'nearOnly')])];
}

/** The rank of a row's text tier, best highest, for the statement that ranks every match. */
function textRank(text: ParsedText, fullName: string | null): Prisma.Sql {
  const tiers = textTiers(text, fullName);
  return Prisma.sql`(CASE ${Prisma.join(
    tiers.map((tier, index) => Prisma.sql`WHEN ${tier.ranked} THEN ${tiers.length - index}`),
    ' ',
  )} ELSE 0 END)`;
}

/** Where a tier's candidate came from: its sponsored rows, or the first others (near, far or all). */
export type CandidateBranch = 'sponsored' | 'near' | 'far' | 'all';

/** A row of a page or of a tier's candidates, in order. */
export interface CandidateRow {
  id: string;
  distance_km: number | null;
  branch: CandidateBranch;
}

/** A branch's name as an SQL literal (from the fixed list above). */
function label(branch: CandidateBranch): Prisma.Sql {
  return Prisma.raw(`'${branch}'::text`);
}

/**
 * Whether the key holders, as `k` (see `keyHolders`), are the cap or fewer: more namesakes or more
 * workers of the trade than the cap, and the matches, which include them, are more than the cap.
 */
function fewHolders(cap: number): Prisma.Sql {
  return Prisma.sql`(coalesce(k.named, 0) <= ${cap} AND k.practised <= ${cap})`;
}

/** The statements of one search: its conditions, its distances and its orders. */
export class SearchStatements {
  /** Every condition of the search. */
  private readonly where: Prisma.Sql;
  /** The employer's filters: neither the text nor the listing's own conditions. */
  private readonly filters: Prisma.Sql;
  /** Of them, those few workers meet (a profession, a distance)… */
  private readonly narrowing: Prisma.Sql;
  /** …and those a quarter of the workers or more meet (a price, an availability). */
  private readonly rowChecks: Prisma.Sql[] = [];
  private readonly distance: Prisma.Sql;

  constructor(readonly query: WorkerQuery) {
    const conditions: Prisma.Sql[] = [Prisma.sql`true`];
    if (query.profession) conditions.push(Prisma.sql`lower(p.profession) = lower(${query.profession})`);
    this.distance = query.origin ? distanceFrom(query.origin) : Prisma.sql`NULL::float8`;
    if (query.origin && query.distanceKm !== null) {
      // Measured on the few localities, so the profiles are found through their locality index.
      conditions.push(Prisma.sql`p.locality_id IN (
        SELECT l.id FROM profiles.localities l WHERE ${this.distance} <= ${query.distanceKm})`);
    }
    if (query.maxPrice !== null) this.rowChecks.push(Prisma.sql`p.price <= ${query.maxPrice}`);
    if (query.availability) this.rowChecks.push(availabilityCondition(query.availability));
    this.narrowing = Prisma.join(conditions, ' AND ');
    this.filters = Prisma.join([...conditions, ...this.rowChecks], ' AND ');
    const listed = Prisma.sql`${LISTED_WORKER} AND ${this.filters}`;
    this.where = query.text ? Prisma.sql`${listed} AND ${matching(query.text.matches)}` : listed;
  }

  /** The tiers of the text, best first (a relevance search only). */
  get tiers(): TextTier[] {
    return this.query.text ? textTiers(this.query.text, this.query.fullName) : [];
  }

  /**
   * The search's conditions as a key: searches with the same key match the same workers, and the
   * same of them by their full name.
   */
  get conditionsKey(): string {
    return JSON.stringify([this.where.text, this.where.values, this.query.fullName]);
  }

  /** The planner's estimate of the number of matches (`EXPLAIN`: nothing is read). */
  estimate(): Prisma.Sql {
    return plannedProfiles(this.where);
  }

  /**
   * The number of matches, up to `cap` + 1 (`total`), and of those whose full name is the text
   * (`named`, null without one). The workers whose full name is the text, and those whose profession
   * is one of its `tradeKeys`, are counted first, each from its own index alone: when either are more
   * than the cap, so are the matches, and the text's posting lists are not read at all ('Moussa
   * Mbaye': 1,400 workers of that name among 33,000 Moussa and 42,000 Mbaye; 'peintre en bâtiment':
   * a bitmap of 32,000 workers built for a count that stops at the cap; 'site internet': a thousand
   * web developers read for it). A worker's full name or profession that is the text, or one of its
   * alternatives, holds their words, so it matches it.
   *
   * When the planner expects more matches than the cap, a price or an availability is checked on the
   * text's matches as they are read, and the count stops at the cap; otherwise the planner would
   * intersect them with the quarter million workers under a price from the price index first
   * ('plombier' under 5,000 F CFA: 34 → 6 ms). Fewer expected matches are counted its way, which is
   * right for a price few workers ask.
   */
  count(cap: number, estimate: number): Prisma.Sql {
    const matches = Prisma.sql`(SELECT count(*)::int FROM ${this.firstMatches(Prisma.sql`1`, cap, estimate)})`;
    const holders = this.keyHolders(cap);
    if (!holders) return Prisma.sql`SELECT ${matches} AS total, NULL::int AS named`;
    // An uncorrelated subquery in a CASE branch is run only when that branch is taken.
    return Prisma.sql`SELECT CASE WHEN NOT ${fewHolders(cap)} THEN ${cap + 1} ELSE ${matches} END AS total,
      k.named FROM ${holders} k`;
  }

  /**
   * The listed workers meeting the filters whose full name is the text (`named`, null without a
   * full name) and whose profession is one of its `tradeKeys` (`practised`), each counted up to
   * `cap` + 1 from its index; null when the search has neither.
   */
  private keyHolders(cap: number): Prisma.Sql | null {
    const { fullName, tradeKeys } = this.query;
    if (!fullName && tradeKeys.length === 0) return null;
    const upToCap = (condition: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM (
        SELECT 1 FROM profiles.profiles p WHERE ${LISTED_WORKER} AND ${this.filters} AND ${condition}
        LIMIT ${cap + 1}) c)`;
    const namesakes = fullName ? upToCap(named(fullName)) : Prisma.sql`NULL::int`;
    const practising = tradeKeys.length > 0 ? upToCap(practised(tradeKeys)) : Prisma.sql`0`;
    return Prisma.sql`(SELECT ${namesakes} AS named, ${practising} AS practised)`;
  }

  /**
   * The first `cap` + 1 matches (`p`, with `columns`). When the planner expects more matches than
   * the cap, a price or an availability is checked on the text's matches as they are read (see
   * `count`).
   */
  private firstMatches(columns: Prisma.Sql, cap: number, estimate: number): Prisma.Sql {
    const { text } = this.query;
    if (text !== null && this.rowChecks.length > 0 && estimate > cap) {
      return Prisma.sql`(SELECT ${columns} FROM (
          SELECT ${SEARCHED_COLUMNS} FROM profiles.profiles p
          WHERE ${LISTED_WORKER} AND ${this.narrowing} AND ${matching(text.matches)} OFFSET 0) p
        WHERE ${Prisma.join(this.rowChecks, ' AND ')} LIMIT ${cap + 1}) p`;
    }
    return Prisma.sql`(SELECT ${columns} FROM profiles.profiles p WHERE ${this.where} LIMIT ${cap + 1}) p`;
  }

  /**
   * A relevance page ranking every match, and their number up to `cap` + 1 (`matches`, on every row
   * with `named` as `count` gives it; one row with them alone when the page is empty): for a text
   * expected to match few workers, whose rows are read once for both. When there are more than `cap`, nothing is ranked: the page is then
   * read otherwise. The workers whose full name is the text, and those of its trades, are counted
   * first, as `count` does.
   */
  countedRankedPage(text: ParsedText, cap: number, estimate: number): Prisma.Sql {
    const { limit, offset } = this.query;
    const holders = this.keyHolders(cap);
    const few = holders ? Prisma.sql`(SELECT ${fewHolders(cap)} FROM key_holders k)` : Prisma.sql`true`;
    const named = holders ? Prisma.sql`(SELECT named FROM key_holders)` : Prisma.sql`NULL::int`;
    // The first matches are kept as read (`MATERIALIZED`): counted, then ranked only when they are all.
    return Prisma.sql`
      WITH ${holders ? Prisma.sql`key_holders AS ${holders},` : Prisma.empty}
      first_matches AS MATERIALIZED (
        SELECT * FROM ${this.firstMatches(SEARCHED_COLUMNS, cap, estimate)} WHERE ${few}),
      counted AS (
        SELECT CASE WHEN ${few} THEN (SELECT count(*)::int FROM first_matches) ELSE ${cap + 1} END AS matches)
      SELECT h.id, h.distance_km, 'all' AS branch, c.matches, ${named} AS named FROM counted c LEFT JOIN LATERAL (
        SELECT h.* FROM (
          SELECT ${this.rankedColumns(text)} FROM first_matches p LEFT JOIN profiles.localities l ON l.id = p.locality_id
        ) h
        WHERE c.matches <= ${cap}
        ORDER BY ${RANKED_ORDER}
        LIMIT ${limit} OFFSET ${offset}
      ) h ON true`;
  }

  /** A relevance page ranking every match: for a text that matches few workers. */
  rankedPage(text: ParsedText): Prisma.Sql {
    return Prisma.sql`
      SELECT h.id, h.distance_km, 'all' AS branch FROM (
        SELECT ${this.rankedColumns(text)} FROM ${PROFILES_WITH_LOCALITY} WHERE ${this.where}
      ) h
      ORDER BY ${RANKED_ORDER}
      LIMIT ${this.query.limit} OFFSET ${this.query.offset}`;
  }

  /** The keys of a page ranking every match (`RANKED_ORDER`), from a worker `p` and its locality `l`. */
  private rankedColumns(text: ParsedText): Prisma.Sql {
    return Prisma.sql`p.id, ${textRank(text, this.query.fullName)} AS text_rank, ${BOOSTED} AS boosted,
      p.availability_rank, p.quality, p.created_at, ${this.distance} AS distance_km`;
  }

  /**
   * A tier's candidates in the relevance order: its first `limit` sponsored rows (a boost or a
   * campaign) and its first `limit` others, near the reference locality and farther apart. Near
   * comes before sponsored, sponsored before the stored keys after availability, so the tier's
   * first `limit` rows are always among them.
   *
   * With a `scan`, the others are read in the stored order and the read stops after `limit` (a
   * frequent trade: a few hundred rows instead of tens of thousands), looking at `scan` listed
   * workers at most (those of the near localities, merged, for the near ones); without, they are
   * found through the tier's index: the full-text one, then sorted, or the name index, in order.
   */
  tierCandidates(tier: TextTier, limit: number, scan: number | null): Prisma.Sql {
    const near = this.query.near?.length ? this.query.near : null;
    const inTier = Prisma.sql`${this.filters} AND ${tier.condition}`;
    const listedInTier = Prisma.sql`${LISTED_WORKER} AND ${inTier}`;
    const sponsoredInTier = Prisma.sql`${LISTED_WORKER} AND ${this.filters} AND ${tier.sponsored}`;
    const isNear = near && Prisma.sql`p.locality_id = ANY(${near}::uuid[])`;
    const isFar = near && Prisma.sql`(p.locality_id IS NULL OR p.locality_id <> ALL(${near}::uuid[]))`;
    const columns = (branch: CandidateBranch, boosted: boolean, distance = this.distance) => Prisma.sql`p.id,
      ${Prisma.raw(String(boosted))} AS boosted, p.availability_rank, p.quality, p.created_at, ${distance} AS distance_km,
      ${label(branch)} AS branch`;
    const others = (branch: CandidateBranch, condition: Prisma.Sql | null) => {
      const also = condition ? Prisma.sql`AND ${condition}` : Prisma.empty;
      if (scan === null) {
        const order = tier.index === 'name' ? STORED_ORDER : INDEX_FREE_STORED_ORDER;
        return Prisma.sql`(SELECT ${columns(branch, false)} FROM ${PROFILES_WITH_LOCALITY}
          WHERE ${listedInTier} AND NOT ${BOOSTED} ${also} ORDER BY ${order} LIMIT ${limit})`;
      }
      const source = branch === 'near' && near ? this.nearInOrder(near, scan) : listedInOrder(scan);
      return Prisma.sql`(SELECT ${columns(branch, false, this.query.origin ? distanceOfRow(this.query.origin) : this.distance)}
        FROM ${source} WHERE ${inTier} AND NOT ${BOOSTED} ${also} LIMIT ${limit})`;
    };
    // The tier's sponsored rows through the full-text index of the boosted workers alone; the few
    // a campaign sponsors are all read.
    const boosted = (branch: CandidateBranch, condition: Prisma.Sql | null) => Prisma.sql`(
      SELECT ${columns(branch, true)} FROM ${PROFILES_WITH_LOCALITY}
      WHERE ${sponsoredInTier} AND p.boosted_until > now() ${condition ? Prisma.sql`AND ${condition}` : Prisma.empty}
      ORDER BY ${STORED_ORDER} LIMIT ${limit})`;
    const groups: [CandidateBranch, Prisma.Sql | null][] =
      isNear && isFar
        ? [
            ['near', isNear],
            ['far', isFar],
          ]
        : [['all', null]];
    return Prisma.sql`
      SELECT h.id, h.distance_km, h.branch FROM (
        (${Prisma.join(
          groups.map(([, condition]) => boosted('sponsored', condition)),
          ' UNION ',
        )}
         UNION
         (SELECT ${columns('sponsored', true)} FROM ${CAMPAIGN_SPONSORED_WITH_LOCALITY} WHERE ${listedInTier}))
        UNION ALL ${Prisma.join(
          groups.map(([branch, condition]) => others(branch, condition)),
          ' UNION ALL ',
        )}
      ) h
      ORDER BY ${RELEVANCE_ORDER}`;
  }

  /**
   * The first `scan` listed workers of the `near` localities in the stored order: from the overall
   * order when they are many (as many rows farther as they are rare), else merged from each one's.
   */
  private nearInOrder(near: string[], scan: number): Prisma.Sql {
    const share = this.query.nearShare ?? 0;
    return share >= NEAR_SHARE_IN_OVERALL_ORDER
      ? listedInOrder(Math.ceil(scan / share))
      : listedIn(near, scan);
  }

  /** A page in an explicit order, or the directory's (sponsored, then newest) without a term. */
  sortedPage(): Prisma.Sql {
    const sort = this.query.sort === 'RELEVANCE' ? null : this.query.sort;
    const { limit, offset } = this.query;
    if (sort !== null) {
      return Prisma.sql`
        SELECT h.id, h.distance_km, 'all' AS branch FROM (
          SELECT p.id, ${BOOSTED} AS boosted, p.price, p.created_at, ${this.distance} AS distance_km
          FROM ${PROFILES_WITH_LOCALITY} WHERE ${this.where}
        ) h
        ORDER BY ${explicitOrder(sort)} LIMIT ${limit} OFFSET ${offset}`;
    }
    // The few sponsored profiles, and the newest others read in the order of the listed workers'
    // partial index, stopped after the page: listing a million workers never sorts them all.
    return Prisma.sql`
      SELECT h.id, h.distance_km, 'all' AS branch FROM (
        ((SELECT p.id, true AS boosted, p.created_at, ${this.distance} AS distance_km
          FROM ${PROFILES_WITH_LOCALITY} WHERE ${this.where} AND p.boosted_until > now())
         UNION
         (SELECT p.id, true AS boosted, p.created_at, ${this.distance} AS distance_km
          FROM ${CAMPAIGN_SPONSORED_WITH_LOCALITY} WHERE ${this.where}))
        UNION ALL
        (SELECT p.id, false AS boosted, p.created_at, ${this.distance} AS distance_km
         FROM ${PROFILES_WITH_LOCALITY} WHERE ${this.where} AND NOT ${BOOSTED}
         ORDER BY p.created_at DESC, p.id
         LIMIT ${offset + limit})
      ) h
      ORDER BY ${explicitOrder(null)} LIMIT ${limit} OFFSET ${offset}`;
  }
}
