import { Inject, Injectable } from '@nestjs/common';
import { type WorkerAvailability, type WorkerSort } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { BOOSTED, CAMPAIGN_SPONSORED, LISTED, PROFILES_WITH_LOCALITY } from '../profiles/profile-view.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A search as the repository runs it: validated, with its reference point resolved. */
export interface WorkerQuery {
  q: string | null;
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

/** The text the trigram index covers: name and profession, lower-cased and unaccented. */
const TRIGRAM_TEXT = Prisma.sql`profiles.f_unaccent(lower(p.full_name || ' ' || coalesce(p.profession, '')))`;

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

/** Boosted profiles first, then the chosen order; ties newest first, then by id for stable pages. */
function orderBy(alias: 'h' | 'page', sort: WorkerSort, hasQuery: boolean): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}.${name}`);
  const then = (() => {
    switch (sort) {
      case 'PRICE_ASC':
        return Prisma.sql`${column('price')} ASC NULLS LAST,`;
      case 'PRICE_DESC':
        return Prisma.sql`${column('price')} DESC NULLS LAST,`;
      case 'PROXIMITY':
        return Prisma.sql`${column('distance_km')} ASC NULLS LAST,`;
      case 'RELEVANCE':
        return hasQuery ? Prisma.sql`${column('relevance')} DESC,` : Prisma.empty;
    }
  })();
  return Prisma.sql`${column('boosted')} DESC, ${then} ${column('created_at')} DESC, ${column('id')}`;
}

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

  /**
   * One statement: the page of matching ids in order with their distances, and the total (which
   * comes back even for a page past the end).
   */
  async search(query: WorkerQuery): Promise<WorkerPage> {
    const conditions: Prisma.Sql[] = [Prisma.sql`p.type = 'worker'`, LISTED];
    let relevance = Prisma.sql`0::float8`;
    if (query.q) {
      const tsquery = Prisma.sql`websearch_to_tsquery('profiles.fr_unaccent'::regconfig, ${query.q})`;
      const trigramQuery = Prisma.sql`profiles.f_unaccent(lower(${query.q}))`;
      conditions.push(
        Prisma.sql`(p.search_vector @@ ${tsquery} OR ${TRIGRAM_TEXT} OPERATOR(public.%) ${trigramQuery})`,
      );
      // Word matches rank above near-spellings; it also spares the unaccenting of their rows.
      relevance = Prisma.sql`(CASE WHEN p.search_vector @@ ${tsquery} THEN 1 + ts_rank(p.search_vector, ${tsquery})
        ELSE public.similarity(${TRIGRAM_TEXT}, ${trigramQuery}) END)::float8`;
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
    const hasQuery = query.q !== null;
    const { pageCte, totalSql } =
      !hasQuery && query.sort === 'RELEVANCE'
        ? newestPage(where, distance, query)
        : rankedPage(where, distance, relevance, query);
    const rows = await this.prisma.$queryRaw<PageRow[]>`
      WITH ${pageCte}
      SELECT counted.total, page.id, page.distance_km
      FROM (${totalSql}) counted
      LEFT JOIN page ON true
      ORDER BY ${orderBy('page', query.sort, hasQuery)}`;
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
function rankedPage(
  where: Prisma.Sql,
  distance: Prisma.Sql,
  relevance: Prisma.Sql,
  query: WorkerQuery,
): PagePlan {
  return {
    pageCte: Prisma.sql`
      hits AS MATERIALIZED (
        SELECT p.id, ${BOOSTED} AS boosted, ${relevance} AS relevance, p.price, p.created_at,
               ${distance} AS distance_km
        FROM ${PROFILES_WITH_LOCALITY}
        WHERE ${where}
      ),
      page AS (
        SELECT * FROM hits h ORDER BY ${orderBy('h', query.sort, query.q !== null)}
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
