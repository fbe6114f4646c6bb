import { Inject, Injectable } from '@nestjs/common';
import { type WorkerAvailability, type WorkerSort } from '@liggeey/contracts';
import { type GeoPoint, PRISMA, type VocabularyNeighbour } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { BOOSTED, CAMPAIGN_SPONSORED, LISTED, PROFILES_WITH_LOCALITY } from '../profiles/profile-view.js';

/** A search as the repository runs it: validated, with its reference point resolved. */
export interface WorkerQuery {
  text: TextQuery | null;
  profession: string | null;
  maxPrice: number | null;
  availability: WorkerAvailability | null;
  /** Distances are measured from here; null without a reference locality. */
  origin: GeoPoint | null;
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

/** A result of the page, in order: which profile, and how far from the search's origin. */
export interface WorkerHit {
  id: string;
  distanceKm: number | null;
}

/** The page's columns are null on the one row that only carries the total of an empty page. */
interface PageRow {
  total: number;
  id: string | null;
  distance_km: number | null;
}

/** One page of a search: the same for every viewer (the viewer's own columns are read apart). */
export interface WorkerPage {
  total: number;
  hits: WorkerHit[];
}

/** Great-circle distance in km (haversine) between a locality row `l` and the origin. */
function distanceFrom(origin: GeoPoint): Prisma.Sql {
  return Prisma.sql`(2 * 6371 * asin(sqrt(
    power(sin(radians(l.latitude - ${origin.latitude}::float8) / 2), 2)
    + cos(radians(${origin.latitude}::float8)) * cos(radians(l.latitude))
    * power(sin(radians(l.longitude - ${origin.longitude}::float8) / 2), 2))))`;
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

/** Within this distance of the reference locality a worker counts as near (relevance order). */
const NEAR_KM = 10;

/** Prior of the rating's Bayesian average: a profile starts as if it had these reviews. */
const PRIOR_REVIEWS = 5;
const PRIOR_RATING = 3.5;
/** A verified profile is worth this much more rating (half a star). */
const VERIFIED_BONUS = 0.5;

/**
 * The rating as much as the reviews vouch for it, plus the verification: one 5/5 review makes
 * (5 × 3.5 + 5) / 6 ≈ 3.75, forty reviews averaging 4.6 make ≈ 4.48.
 */
const QUALITY = Prisma.sql`((${PRIOR_REVIEWS * PRIOR_RATING}::float8 + p.rating_sum) / (${PRIOR_REVIEWS}::int + p.review_count)
  + CASE WHEN p.verified THEN ${VERIFIED_BONUS}::float8 ELSE 0 END)`;

/** 0 available now, 1 free again on an announced date, 2 unavailable with no date. */
const AVAILABILITY_RANK = Prisma.sql`(CASE
  WHEN p.available AND (p.available_from IS NULL OR p.available_from <= current_date) THEN 0
  WHEN p.available_from > current_date THEN 1
  ELSE 2 END)`;

/**
 * The chosen order; ties newest first, then by id for stable pages.
 *
 * Relevance (docs/architecture.md, 'Relevance order'): how well the text matches (all of it in the name or profession,
 * then with the category, then anywhere; as typed before near spellings), then available now,
 * later, not at all; then near the reference locality; then sponsored; then the rating weighted by
 * its reviews and the verification; then the distance. A boost lifts a profile among those that
 * match the search as well and are as available: it never puts a weaker match or an unavailable
 * worker above the others. Explicit sorts (price, proximity) keep sponsored profiles first.
 */
function orderBy(alias: 'h' | 'page', sort: WorkerSort, hasText: boolean): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}.${name}`);
  switch (sort) {
    case 'PRICE_ASC':
      return Prisma.sql`${column('boosted')} DESC, ${column('price')} ASC NULLS LAST, ${column('created_at')} DESC, ${column('id')}`;
    case 'PRICE_DESC':
      return Prisma.sql`${column('boosted')} DESC, ${column('price')} DESC NULLS LAST, ${column('created_at')} DESC, ${column('id')}`;
    case 'PROXIMITY':
      return Prisma.sql`${column('boosted')} DESC, ${column('distance_km')} ASC NULLS LAST, ${column('created_at')} DESC, ${column('id')}`;
    case 'RELEVANCE':
      if (!hasText)
        return Prisma.sql`${column('boosted')} DESC, ${column('created_at')} DESC, ${column('id')}`;
      return Prisma.sql`${column('text_rank')} DESC, ${column('availability_rank')},
        coalesce(${column('distance_km')} <= ${NEAR_KM}, false) DESC, ${column('boosted')} DESC,
        ${column('quality')} DESC, ${column('distance_km')} ASC NULLS LAST, ${column('created_at')} DESC, ${column('id')}`;
  }
}

/**
 * The search's tsqueries, parsed once: `to_tsquery` is only stable, so written in the select list it
 * would parse and stem the text again for every matching row (about 60 µs a row, measured).
 */
function tsqueries(text: TextQuery): Prisma.Sql {
  const tsquery = (source: string) => Prisma.sql`to_tsquery('profiles.fr_unaccent'::regconfig, ${source})`;
  return Prisma.sql`tq AS MATERIALIZED (
    SELECT ${tsquery(text.matches)} AS matches, ${tsquery(text.inNameOrProfession)} AS in_name_or_profession,
      ${tsquery(text.inNameProfessionOrCategory)} AS in_name_profession_or_category,
      ${tsquery(text.asTyped)} AS as_typed
  ),`;
}

/**
 * How well the text matches, from 6 (every word in the name or profession, as typed) down to 1
 * (somewhere in the description, through a near spelling).
 */
const TEXT_RANK = Prisma.sql`((CASE
    WHEN p.search_vector @@ tq.in_name_or_profession THEN 4
    WHEN p.search_vector @@ tq.in_name_profession_or_category THEN 2
    ELSE 0 END)
  + CASE WHEN p.search_vector @@ tq.as_typed THEN 2 ELSE 1 END)`;

@Injectable()
export class WorkerSearchRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

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

  async localities(): Promise<{ name: string; city: string; latitude: number; longitude: number }[]> {
    return this.prisma.locality.findMany({
      select: { name: true, city: true, latitude: true, longitude: true },
    });
  }

  /** The nearest vocabulary words of each of `words` (trigram distance, through the GiST index). */
  vocabularyNeighbours(words: string[], limit: number): Promise<VocabularyNeighbour[]> {
    return this.prisma.$queryRaw<VocabularyNeighbour[]>`
      SELECT t.typed, v.word, public.similarity(v.word, t.typed)::float8 AS similarity
      FROM unnest(${words}::text[]) AS t(typed)
      CROSS JOIN LATERAL (
        SELECT v.word FROM profiles.search_vocabulary v
        ORDER BY v.word OPERATOR(public.<->) t.typed
        LIMIT ${limit}
      ) v`;
  }

  /**
   * One statement: the page of matching ids in order with their distances, and the total (which
   * comes back even for a page past the end).
   */
  async search(query: WorkerQuery): Promise<WorkerPage> {
    const conditions: Prisma.Sql[] = [Prisma.sql`p.type = 'worker'`, LISTED];
    if (query.text) {
      conditions.push(Prisma.sql`p.search_vector @@ tq.matches`);
    }
    if (query.profession) conditions.push(Prisma.sql`lower(p.profession) = lower(${query.profession})`);
    if (query.maxPrice !== null) conditions.push(Prisma.sql`p.price <= ${query.maxPrice}`);
    if (query.availability) conditions.push(availabilityCondition(query.availability));
    const distance = query.origin ? distanceFrom(query.origin) : Prisma.sql`NULL::float8`;
    if (query.origin && query.distanceKm !== null) {
      // Measured on the few localities, so the profiles are found through their locality index.
      conditions.push(Prisma.sql`p.locality_id IN (
        SELECT l.id FROM profiles.localities l WHERE ${distance} <= ${query.distanceKm})`);
    }
    const where = Prisma.join(conditions, ' AND ');
    const hasText = query.text !== null;
    const { pageCte, totalSql } =
      !hasText && query.sort === 'RELEVANCE'
        ? newestPage(where, distance, query)
        : rankedPage(where, distance, query);
    const rows = await this.prisma.$queryRaw<PageRow[]>`
      WITH ${pageCte}
      SELECT counted.total, page.id, page.distance_km
      FROM (${totalSql}) counted
      LEFT JOIN page ON true
      ORDER BY ${orderBy('page', query.sort, hasText)}`;
    return {
      total: rows[0]?.total ?? 0,
      hits: rows.flatMap(({ id, distance_km }) => (id === null ? [] : [{ id, distanceKm: distance_km }])),
    };
  }
}

interface PagePlan {
  /** Common table expressions ending with `page` (id, boosted, created_at, distance_km, …). */
  pageCte: Prisma.Sql;
  /** A query answering one row with `total`. */
  totalSql: Prisma.Sql;
}

/** Any order: every match with its sort keys is kept (`hits`), counted, then sorted for the page. */
function rankedPage(where: Prisma.Sql, distance: Prisma.Sql, query: WorkerQuery): PagePlan {
  const relevance = query.text
    ? Prisma.sql`${TEXT_RANK} AS text_rank, ${AVAILABILITY_RANK} AS availability_rank, ${QUALITY} AS quality,`
    : Prisma.empty;
  return {
    pageCte: Prisma.sql`
      ${query.text ? tsqueries(query.text) : Prisma.empty}
      hits AS MATERIALIZED (
        SELECT p.id, ${BOOSTED} AS boosted, ${relevance} p.price, p.created_at,
               ${distance} AS distance_km
        FROM ${query.text ? Prisma.sql`tq, ` : Prisma.empty}${PROFILES_WITH_LOCALITY}
        WHERE ${where}
      ),
      page AS (
        SELECT * FROM hits h ORDER BY ${orderBy('h', query.sort, query.text !== null)}
        LIMIT ${query.limit} OFFSET ${query.offset}
      )`,
    totalSql: Prisma.sql`SELECT count(*)::int AS total FROM hits`,
  };
}

/**
 * The directory's default order without a term (sponsored, then newest): the few boosted profiles
 * (partial index on boosted_until) with the few a campaign sponsors, and the newest others read in the order of the listed workers'
 * partial index, stopped after the page, so listing 100,000 workers never sorts them all.
 */
function newestPage(where: Prisma.Sql, distance: Prisma.Sql, query: WorkerQuery): PagePlan {
  return {
    pageCte: Prisma.sql`
      page AS (
        SELECT * FROM (
          ((SELECT p.id, true AS boosted, p.created_at, ${distance} AS distance_km
            FROM ${PROFILES_WITH_LOCALITY}
            WHERE ${where} AND p.boosted_until > now())
           UNION
           (SELECT p.id, true AS boosted, p.created_at, ${distance} AS distance_km
            FROM ${PROFILES_WITH_LOCALITY}
            WHERE ${where} AND ${CAMPAIGN_SPONSORED}))
          UNION ALL
          (SELECT p.id, false AS boosted, p.created_at, ${distance} AS distance_km
           FROM ${PROFILES_WITH_LOCALITY}
           WHERE ${where} AND NOT ${BOOSTED}
           ORDER BY p.created_at DESC, p.id
           LIMIT ${query.offset + query.limit})
        ) h
        ORDER BY ${orderBy('h', query.sort, false)}
        LIMIT ${query.limit} OFFSET ${query.offset}
      )`,
    totalSql: Prisma.sql`SELECT count(*)::int AS total FROM profiles.profiles p WHERE ${where}`,
  };
}
